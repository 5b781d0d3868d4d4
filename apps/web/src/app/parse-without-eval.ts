import { parseWithoutEval } from '@larder/domain';

// Imported first by each entry of the web app (main.tsx, public/public-main.tsx), before any
// module parses a value: the content security policy allows no generated code.
parseWithoutEval();
