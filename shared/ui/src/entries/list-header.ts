export { ListHeaderBar, type ListHeaderBarProps } from '../list-header/list-header-bar';
export type { HeaderSlots } from '../list-header/header-block';
export { isBlockShown } from '../list-header/block-visibility';
export { headerIcon } from '../list-header/header-icons';
