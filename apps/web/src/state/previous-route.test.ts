import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPreviousRoute,
  PREVIOUS_ROUTE_KEY,
  readPreviousRoute,
  rememberPreviousRoute,
} from './previous-route';

beforeEach(() => clearPreviousRoute());

describe('previous route', () => {
  it("is kept in sessionStorage under 'previousRoute'", () => {
    rememberPreviousRoute('/recipes/abc?scale=2');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/recipes/abc?scale=2');
    expect(readPreviousRoute()).toBe('/recipes/abc?scale=2');
  });

  it('only remembers in-app paths', () => {
    rememberPreviousRoute('https://evil.example/');
    rememberPreviousRoute('//evil.example/');
    expect(readPreviousRoute()).toBeNull();
  });

  it('can be cleared', () => {
    rememberPreviousRoute('/dash');
    clearPreviousRoute();
    expect(readPreviousRoute()).toBeNull();
  });
});
