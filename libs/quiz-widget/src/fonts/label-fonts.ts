import type { LabelFont } from '@atelier/commerce/enums';
import './label-fonts.css';

/**
 * The CSS font stack of each label font: the self-hosted face first, then a generic family of the
 * same kind for scripts the face does not cover (Arabic, Chinese), so a label still reads in the
 * spirit of the chosen font.
 */
export const LABEL_FONT_STACKS: Readonly<Record<LabelFont, string>> = {
  Jost: "'Jost', system-ui, sans-serif",
  'Playfair Display': "'Playfair Display', Georgia, serif",
  'Dancing Script': "'Dancing Script', cursive",
  'Balsamiq Sans': "'Balsamiq Sans', 'Comic Sans MS', sans-serif",
  'Permanent Marker': "'Permanent Marker', fantasy, sans-serif",
  Nunito: "'Nunito', system-ui, sans-serif",
};
