export { NavList, type NavListProps } from './nav-list';
