export {
  FilterGroup,
  type CheckboxFilterGroupProps,
  type FilterGroupProps,
  type FilterOption,
  type RadioFilterGroupProps,
} from './filter-group';
