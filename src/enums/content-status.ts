import * as strings from '../i18n/strings';
import { defineEnum, type EnumCode, type EnumName } from './define-enum';

/** Content item status: runtime.md section 3, widgets.md section 9. */
export const ContentItemStatus = defineEnum({
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
});
export type ContentItemStatus = EnumCode<typeof ContentItemStatus>;

const statusLabels = strings.enumLabels.contentStatus;
const labelByStatus: Partial<Record<EnumName<typeof ContentItemStatus>, string>> = {
  SCHEDULED: statusLabels.scheduled,
  NEEDS_REVIEW: statusLabels.needsReview,
  DRAFT: statusLabels.draft,
  PRIVATE: statusLabels.private,
};

/** The label shown beside a content item; published and deleted items (and unknown codes) carry none. */
export function contentStatusLabel(status: unknown): string | undefined {
  const name = ContentItemStatus.nameOf(status);
  return name === undefined ? undefined : labelByStatus[name];
}

const workflowLabels = strings.enumLabels.workflow;
const labelByWorkflowState = new Map<unknown, string>([
  ['PUBLISHED', workflowLabels.available],
  ['SCHEDULED', workflowLabels.scheduled],
  ['DRAFT', workflowLabels.hidden],
]);

/** A product's workflow state as shown: PUBLISHED is Available, DRAFT is Hidden, unknown is Unsupported. */
export function workflowLabel(state: unknown): string {
  return labelByWorkflowState.get(state) ?? workflowLabels.unsupported;
}
