// Self-hosted fonts (no third-party font requests); every @fontsource face uses font-display: swap,
// so text shows at once in a fallback font. Faces are split by unicode-range, so a browser only
// downloads the subsets a page uses (Open Sans only on vn/kr pages, where its class applies).
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/jost/700.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
