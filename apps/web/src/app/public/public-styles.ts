// The public pages' style sheets: a base in place of Mantine's (these pages draw none of its
// components), the shared frame (skip link, layouts, splash, status bar) and the pages' own.
import './public-base.css';
import '../app.css';
import '../../components/page/page.css';
