import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asText, splitTagged, TaggedText } from './TaggedText';

describe('splitTagged', () => {
  it('splits a text into its plain and tagged pieces, in order', () => {
    expect(
      splitTagged('Questions? Use the <contact>form</contact>. Back <home>home</home>.'),
    ).toEqual([
      { text: 'Questions? Use the ' },
      { tag: 'contact', text: 'form' },
      { text: '. Back ' },
      { tag: 'home', text: 'home' },
      { text: '.' },
    ]);
  });

  it('keeps an unclosed tag as text', () => {
    expect(splitTagged('a <b>c')).toEqual([{ text: 'a <b>c' }]);
    expect(asText('<anchor>Sign in</anchor> to send')).toBe('Sign in to send');
  });
});

describe('TaggedText', () => {
  it('draws each named tag with its element and an unnamed one as its text', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="There is no page at <code>/x</code>. <em>Sorry</em>"
          parts={{ code: (text) => <code>{text}</code> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>There is no page at <code>/x</code>. Sorry</p>');
  });

  it('draws markup in a value as text, never as elements', () => {
    const { container } = render(
      <TaggedText
        text="At <code><img src=x></code>"
        parts={{ code: (text) => <code>{text}</code> }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('<img src=x>');
  });
});
