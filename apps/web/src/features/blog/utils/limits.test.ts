import * as contract from '@app/shared/blog/schemas';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, SEARCH_QUERY_MAX } from './limits';

describe('blog limits', () => {
  it('are the contract’s', () => {
    expect(COMMENT_MAX).toBe(contract.COMMENT_MAX);
    expect(SEARCH_QUERY_MAX).toBe(contract.SEARCH_QUERY_MAX);
  });
});
