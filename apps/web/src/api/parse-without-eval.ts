import { parseWithoutEval } from '@larder/domain';

// Imported by the app's entry (main.tsx) before any other module is fetched, and by the public
// pages before they load the API client (load-without-eval.ts): the content security policy
// allows no generated code.
parseWithoutEval();
