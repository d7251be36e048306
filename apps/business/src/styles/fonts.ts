// The brand's faces for every script, the same list as the store and the widget pages
// (libs/ui/src/tokens/fonts.css): self-hosted, split by unicode-range, font-display: swap.
import '@atelier/ui/fonts.css';
