import type { SiteColour } from '@larder/domain';
import { trusted, type SafeHtml } from './html.js';

/**
 * The page's whole style sheet, inline (no request, no render blocking): system fonts, one
 * column that reads on a phone, text at AA contrast on white, the venue's palette colour
 * behind the header with its own text colour (both come from the palette, never from input).
 */
const BASE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f;background:#fff}
a{color:#0b4f8a}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:1}
header{background:var(--c);color:var(--t);padding:24px 16px}
header a{color:var(--t)}
.w{max-width:760px;margin:0 auto;padding:0 16px}
header .w{padding:0;display:flex;gap:16px;align-items:center}
.logo{width:72px;height:72px;border-radius:12px;object-fit:cover;background:#fff}
h1{margin:0;font-size:1.8rem;line-height:1.2}
header p{margin:4px 0 0}
.pics{display:flex;gap:8px;overflow-x:auto;margin:16px 0}
.pics img{height:180px;width:auto;border-radius:8px}
.about{display:grid;gap:4px 24px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));margin:16px 0}
.about h2{font-size:1rem;margin:8px 0 0}
.about ul{list-style:none;padding:0;margin:0}
.links{display:flex;flex-wrap:wrap;gap:4px 16px}
h2{font-size:1.4rem;margin:24px 0 8px}
.filter{border:1px solid #d0d0d0;border-radius:8px;padding:8px 12px;margin:16px 0}
.filter legend{font-weight:600;padding:0 4px}
.filter label{display:inline-flex;align-items:center;gap:4px;margin:4px 12px 4px 0;min-height:32px}
.filter button{font:inherit;padding:6px 14px;border-radius:6px;border:1px solid #1f1f1f;background:#1f1f1f;color:#fff;margin:8px 12px 0 0;min-height:40px}
.note{background:#f3f3f3;border-radius:6px;padding:8px 12px}
.dishes{list-style:none;padding:0;margin:0}
.dish{border-bottom:1px solid #e2e2e2;padding:12px 0}
.dish h3{font-size:1.1rem;margin:0;display:flex;justify-content:space-between;gap:12px}
.price{font-weight:700;white-space:nowrap}
.alg{list-style:none;padding:0;margin:6px 0 0;display:flex;flex-wrap:wrap;gap:4px 12px;font-size:.9rem}
.alg li{display:inline-flex;align-items:center;gap:4px}
.ic{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:1.5;stroke-linecap:round;stroke-linejoin:round}
.ic .f,.sprite .f{fill:currentColor;stroke:none}
.sprite{display:none}
.nut{margin-top:6px;font-size:.9rem}
.nut summary{cursor:pointer;color:#0b4f8a;min-height:32px}
.nut table{border-collapse:collapse;margin-top:4px;width:100%;max-width:480px}
.nut caption{text-align:left;font-weight:700}
.nut th,.nut td{border-bottom:1px solid #e2e2e2;padding:2px 6px;text-align:left;font-weight:400}
.nut thead th{font-weight:700}
.nut .n1 th{padding-left:18px}.nut .n2 th{padding-left:30px}
.fn{font-size:.8rem;margin:4px 0}
footer{margin:32px 0;font-size:.85rem;color:#555}`;

/** The style element: the base sheet and the venue's colours. */
export function siteStyles(colour: SiteColour): SafeHtml {
  const colours = `:root{--c:${colour.colour};--t:${colour.text}}`;
  return trusted(`<style>${colours}\n${BASE}</style>`);
}
