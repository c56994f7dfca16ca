import { MISCONCEPTION } from '../../../i18n/en/misconception';
import { addEnglish } from './catalogues';

// The imagined design's steps, figures and comparisons: with the misconception's panels, and before an embed or a
// lecture opened in the misconception mode draws its first step.
addEnglish(MISCONCEPTION);
