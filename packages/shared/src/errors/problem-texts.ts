import type en from '../texts/en/problems.json';
import type { ErrorCode, FieldCode } from './codes';

/**
 * The error catalogue's shape: a text for every stable error code (problem titles) and field code
 * (field issues), in `texts/<lang>/problems.json`. The server answers with them (its `serverText`,
 * namespace `problems`); the web translates a code with the same texts (`problems:errors.<code>`).
 */
export interface ProblemTexts {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldCode, string>;
}

type Satisfies<T extends U, U> = T;

/**
 * English, the reference every language is checked against (`npm run check:texts`): a code without
 * an English text fails the typecheck here.
 */
export type EnglishProblemTexts = Satisfies<typeof en, ProblemTexts>;
