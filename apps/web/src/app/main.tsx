// The app's entry. Parsing is set to generate no code (the content security policy allows
// none) before any other module of the app is even fetched: the bundler may place a module
// that parses a value at load in a chunk evaluated before this entry's own code.
import '../api/parse-without-eval';

void import('./start-app');
