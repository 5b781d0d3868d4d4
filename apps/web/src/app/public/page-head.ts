import { PRERENDERED_PAGE_PATHS } from '@larder/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_DESCRIPTIONS } from '../routes/public-screens';

/** What a public page says about itself in the document head. */
export interface PageHead {
  /** The meta description. */
  description: string;
  /** The path of its canonical address; null for the not-found page. */
  canonicalPath: string | null;
}

/** The head of the page at `path`: its own for a public page, the not-found page's else. */
export function pageHeadOf(path: string): PageHead {
  const known = PRERENDERED_PAGE_PATHS.includes(path);
  return {
    description: (known ? PAGE_DESCRIPTIONS[path] : undefined) ?? PAGE_DESCRIPTIONS['*'] ?? '',
    canonicalPath: known ? path : null,
  };
}

/**
 * Keeps the meta description and the canonical link those of the current page when a visitor
 * moves between public pages (the prerendered HTML has those of the page first loaded), and
 * the description in the interface language when it changes.
 */
export function usePageHead(pathname: string): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const head = pageHeadOf(pathname);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && head.canonicalPath) {
      canonical.setAttribute('href', new URL(head.canonicalPath, window.location.origin).href);
    }
  }, [pathname, language]);
}
