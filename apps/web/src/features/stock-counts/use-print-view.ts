import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A print view drawn only while the page is printed (a sheet of thousands of rows is not kept
 * on the page): drawn on the browser's `beforeprint` (Print button or the browser's own
 * print), removed on `afterprint`.
 */
export function usePrintView(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
