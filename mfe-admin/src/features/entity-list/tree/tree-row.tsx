import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { childCount, type TreeItem } from './tree-items';

/** Branch chips a row shows before '+N' (spec 001 section 9: branches display 2). */
export const BRANCH_CHIPS_SHOWN = 2;

/** The colours of levels 1 to 8 (spec 001 section 9) that mark rows in the multi-level variant. */
export const LEVEL_COLORS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#c62828', '#4e342e', '#37474f'] as const;

/** The colour that marks a row of `level` (1 and deeper) in the multi-level variant. */
export const levelColor = (level: number) => LEVEL_COLORS[(level - 1) % LEVEL_COLORS.length]!;

export interface TreeRowProps {
  item: TreeItem;
  level: number;
  expandable: boolean;
  expanded: boolean;
  multiLevel: boolean;
  canWrite: boolean;
  /** false: the row shows no preview, edit or archive icons (a top-level row with disable_root_actions) */
  actions?: boolean;
  /** i18n key naming the additional entity, a chip on its rows (additional_name) */
  additionalName?: string;
  onToggle(): void;
  onPreview(): void;
  onEdit(): void;
  onArchive(archive: boolean): void;
}

/** A click on an icon acts without also opening the row. */
const stop = (action: () => void) => (e: React.MouseEvent) => {
  e.stopPropagation();
  action();
};

/** One line of a tree list: expander, name, count and chips, then the preview, edit and delete icons. */
export function TreeRow(props: TreeRowProps) {
  const { item, level, expandable, expanded, multiLevel, actions = true, additionalName, onToggle, onPreview } = props;
  const { t } = useTranslation();
  const count = childCount(item);
  const branches = item.branches ?? [];
  const typeColor = item.branch_type?.color ?? item.color;
  return (
    <Stack
      direction="row"
      data-testid={`tree-row-${item.id}`}
      data-level={level}
      data-level-color={multiLevel ? levelColor(level) : undefined}
      onClick={onPreview}
      onDoubleClick={onPreview}
      sx={{
        alignItems: 'center',
        gap: 1,
        minHeight: 36,
        pr: 1,
        cursor: 'pointer',
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
        ...(multiLevel ? { borderLeft: 4, borderColor: levelColor(level) } : {}),
      }}
    >
      {expandable ? (
        <IconButton
          size="small"
          onClick={stop(onToggle)}
          aria-expanded={expanded}
          aria-label={t(expanded ? 'tree_list.collapse' : 'tree_list.expand')}
          data-testid={`tree-toggle-${item.id}`}
        >
          {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34 }} />
      )}
      <Typography variant="body2" sx={{ fontWeight: level === 1 ? 600 : 400 }} data-testid={`tree-name-${item.id}`}>
        {item.name}
      </Typography>
      {count !== null ? (
        <Chip
          size="small"
          variant="outlined"
          label={count}
          title={t('tree_list.children', { count })}
          data-testid={`tree-count-${item.id}`}
        />
      ) : null}
      {item.branch_type?.name ? (
        <Chip
          size="small"
          label={item.branch_type.name}
          sx={typeColor ? { bgcolor: typeColor, color: '#fff' } : undefined}
          data-testid={`tree-type-${item.id}`}
        />
      ) : null}
      {branches.slice(0, BRANCH_CHIPS_SHOWN).map((b) => (
        <Chip key={b.id} size="small" variant="outlined" label={b.name} data-testid={`tree-branch-${item.id}-${b.id}`} />
      ))}
      {branches.length > BRANCH_CHIPS_SHOWN ? (
        <Chip size="small" variant="outlined" label={`+${branches.length - BRANCH_CHIPS_SHOWN}`} />
      ) : null}
      {item.archived ? (
        <Chip size="small" color="warning" label={t('entity_list.archived')} data-testid={`tree-archived-${item.id}`} />
      ) : null}
      {item.isAdditional && additionalName ? (
        <Chip size="small" variant="outlined" color="info" label={t(additionalName)} data-testid={`tree-additional-${item.id}`} />
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {actions ? <RowIcons {...props} /> : null}
    </Stack>
  );
}

/** The row's preview, edit and archive icons. */
function RowIcons({ item, canWrite, onPreview, onEdit, onArchive }: TreeRowProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('tree_list.preview')}>
        <IconButton size="small" onClick={stop(onPreview)} data-testid={`tree-preview-${item.id}`}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canWrite ? (
        <Tooltip title={t('tree_list.edit')}>
          <IconButton size="small" onClick={stop(onEdit)} data-testid={`tree-edit-${item.id}`}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canWrite && !item.isAdditional ? (
        <Tooltip title={t(item.archived ? 'entity_list.unarchive' : 'entity_list.archive')}>
          <IconButton
            size="small"
            onClick={stop(() => onArchive(!item.archived))}
            data-testid={item.archived ? `tree-unarchive-${item.id}` : `tree-delete-${item.id}`}
          >
            {item.archived ? <RestoreIcon fontSize="small" /> : <DeleteIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
}
