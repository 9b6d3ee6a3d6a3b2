import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ListHeader } from '@app/contracts';
import { isBlockShown } from './block-visibility';
import { HeaderBlock, type HeaderSlots } from './header-block';

export interface ListHeaderBarProps extends HeaderSlots {
  /** the template's header; undefined while the template loads */
  header: ListHeader | undefined;
  /** prefix of every block's test id */
  testId?: string;
}

/**
 * The configurable header bar of a list (spec 001 section 2 'Shared filter bar', FILTER-04/05): a
 * skeleton while the template loads, then the template's blocks in order, each shown only when the
 * appearance rule lets it.
 */
export function ListHeaderBar({ header, testId = 'list-header', ...slots }: ListHeaderBarProps) {
  if (!header) {
    return (
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} data-testid={`${testId}-header-skeleton`}>
        <Skeleton variant="rounded" width={240} height={40} />
        <Skeleton variant="rounded" width={100} height={40} />
        <Skeleton variant="circular" width={40} height={40} sx={{ ml: 'auto' }} />
      </Stack>
    );
  }
  const level = header.branch_type_level ?? 0;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid={`${testId}-header`}>
      {header.elements
        .filter((element) => isBlockShown(element, level))
        .map((element, index) => (
          <HeaderBlock key={`${element.component}-${index}`} element={element} slots={slots} testId={testId} />
        ))}
    </Stack>
  );
}
