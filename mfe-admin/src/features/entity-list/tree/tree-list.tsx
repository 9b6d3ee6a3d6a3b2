import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { ListTemplate } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { filterTree, initialExpanded, parentIds, toggleExpanded, visibleChildren, type TreeItem } from './tree-items';
import { TreeRow } from './tree-row';
import { useTree } from '../api/tree-api';
import { popupTemplateQuery } from '../../../lib/popup-template-api';
import { usePhoneLayout } from '@app/ui/template-form';
import { QueryProblem } from '@app/ui/query-state';
import { headerIcon } from '@app/ui/list-header';

export interface TreeListProps {
  template: ListTemplate;
  /** the tree call, relative to the API root (e.g. `branch/tree`) */
  treeUrl: string;
  showArchived: boolean;
  search: string;
  canWrite: boolean;
  /** the multi-level variant marks every level with its own colour */
  multiLevel?: boolean;
  onArchive(item: TreeItem, archive: boolean): void;
}

const path = (url: string) => `/${url.replace(/^\/+/, '')}`;

/** Tree lines: each level's children hang off a vertical line, each row off a short horizontal one. */
const branchLines = {
  listStyle: 'none',
  m: 0,
  ml: 2,
  pl: 1.5,
  borderLeft: 1,
  borderColor: 'divider',
  '& > li': { position: 'relative' },
  '& > li::before': { content: '""', position: 'absolute', left: -12, top: 18, width: 10, borderTop: 1, borderColor: 'divider' },
} as const;

/** A template-driven tree list (spec 001 section 2 'Tree list screen'). */
export function TreeList({ template, treeUrl, showArchived, search, canWrite, multiLevel = false, onArchive }: TreeListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = usePhoneLayout();
  const tree = useTree(template.key, treeUrl, showArchived);
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  const items = tree.data ?? [];
  const searching = search.trim() !== '';
  const shown = searching ? filterTree(items, search) : items;
  // first render: ancestors of items with blockades (or all with expand_all); later only the user's clicks
  const open = searching ? parentIds(shown) : (expanded ?? initialExpanded(items, template.expand_all));

  const target = (item: TreeItem) =>
    item.isAdditional && template.additional_url ? `${path(template.additional_url)}/${item.id}/edit` : `/${template.key}/${item.id}`;

  const edit = async (item: TreeItem) => {
    if (item.isAdditional) return navigate(target(item));
    const popup = await queryClient.fetchQuery(popupTemplateQuery(template.key, phone)).catch(() => null);
    const formTab = popup?.tabs.find((tab) => tab.form)?.key;
    navigate(formTab ? `${target(item)}/${formTab}` : target(item));
  };

  const renderLevel = (list: TreeItem[], level: number) => (
    <Box
      component="ul"
      sx={level === 1 ? { listStyle: 'none', m: 0, p: 0 } : branchLines}
      data-testid={level === 1 ? 'tree-list' : undefined}
    >
      {list.map((item) => {
        const children = visibleChildren(item, level);
        const isOpen = open.has(item.id) && children.length > 0;
        return (
          <li key={`${item.isAdditional ? 'a' : 'i'}${item.id}`}>
            <TreeRow
              item={item}
              level={level}
              expandable={children.length > 0}
              expanded={isOpen}
              multiLevel={multiLevel}
              canWrite={canWrite}
              actions={!(template.disable_root_actions && level === 1)}
              additionalName={template.additional_name}
              onToggle={() => setExpanded(toggleExpanded(open, item.id))}
              onPreview={() => navigate(target(item))}
              onEdit={() => void edit(item)}
              onArchive={(archive) => onArchive(item, archive)}
            />
            {isOpen ? renderLevel(children, level + 1) : null}
          </li>
        );
      })}
    </Box>
  );

  let body: React.ReactNode;
  if (tree.isError) body = <QueryProblem query={tree} failed="entity_list.load_failed" testId="tree-list" />;
  else if (tree.isPending)
    body = (
      <Box data-testid="tree-list-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Box>
    );
  else if (shown.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="entity-list-empty">
        {t('entity_list.no_data_available')}
      </Typography>
    );
  else body = renderLevel(shown, 1);

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {/* the server sends the button's text only to who may create the additional entity (ADR 0276) */}
      {template.additional_url && template.additional_new_text ? (
        <Button
          size="small"
          startIcon={headerIcon(template.additional_icon) ?? <AddIcon />}
          sx={{ mb: 1 }}
          onClick={() => navigate(`${path(template.additional_url!)}/new`)}
          data-testid="tree-additional-create"
        >
          {t(template.additional_new_text)}
        </Button>
      ) : null}
      {body}
    </Box>
  );
}
