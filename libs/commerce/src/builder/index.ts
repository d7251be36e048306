export {
  LABEL_MAX_CHARACTERS,
  clampLabelText,
  labelLength,
  labelTextProblem,
  normalizeLabelText,
  type LabelTextProblem,
} from './label-text';
export {
  builderPrice,
  nextOffer,
  priceRulesFrom,
  type BuilderPrice,
  type PromoRuleInput,
} from './builder-price';
export {
  DEFAULT_PERFUME_CHOICES,
  MAX_BUILDER_QUANTITY,
  perfumeCartItemRequest,
  perfumeChoiceProblems,
  type LabelChoice,
  type PerfumeCartItemRequest,
  type PerfumeChoiceProblem,
  type PerfumeChoices,
} from './perfume-choices';
