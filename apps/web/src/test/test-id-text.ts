import { screen } from '@testing-library/react';

/** The text of the one element with this test id. */
export const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The texts of every element with this test id, in document order. */
export const texts = (testId: string) =>
  screen.getAllByTestId(testId).map((element) => element.textContent);
