// The brand's faces for every script, self-hosted from @fontsource packages (no third-party font
// request): one list in the design system (libs/ui/src/tokens/fonts.css), shared with the business
// area and the widget pages. Split by unicode-range, font-display: swap; nothing preloaded.
import '@atelier/ui/fonts.css';
