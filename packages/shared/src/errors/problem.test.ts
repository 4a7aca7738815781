import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Problem } from './codes.ts';
import { problemSchema } from './problem.ts';

describe('problemSchema', () => {
  it('describes exactly the Problem the error handler builds', () => {
    expectTypeOf<z.infer<typeof problemSchema>>().toEqualTypeOf<Problem>();
  });

  it('drops what a problem does not carry', () => {
    const problem = { type: 'about:blank#not_found', title: 'Not found', status: 404, code: 'not_found' };
    expect(problemSchema.parse({ ...problem, stack: 'Error: at …' })).toEqual(problem);
  });
});
