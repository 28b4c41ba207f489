// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentItemStatus, contentStatusLabel, workflowLabel } from '../../../src/enums';

describe('contentStatusLabel', () => {
  it.each([
    [2, 'Scheduled'],
    [3, 'Needs Review'],
    [4, 'Draft'],
    [5, 'Private'],
  ])('labels status %i as %s', (status, label) => {
    expect(contentStatusLabel(status)).toBe(label);
  });

  it('gives no label to published and deleted items', () => {
    expect(contentStatusLabel(ContentItemStatus.byName.PUBLISHED)).toBeUndefined();
    expect(contentStatusLabel(ContentItemStatus.byName.DELETED)).toBeUndefined();
  });

  it('gives no label to unknown statuses', () => {
    expect(contentStatusLabel(7)).toBeUndefined();
    expect(contentStatusLabel('2')).toBeUndefined();
    expect(contentStatusLabel(null)).toBeUndefined();
  });
});

describe('workflowLabel', () => {
  it.each([
    ['PUBLISHED', 'Available'],
    ['SCHEDULED', 'Scheduled'],
    ['DRAFT', 'Hidden'],
  ])('shows %s as %s', (state, label) => {
    expect(workflowLabel(state)).toBe(label);
  });

  it.each(['NEEDS_REVIEW', 'published', '', 'toString', undefined, 1])(
    'shows anything else (%s) as Unsupported',
    (state) => {
      expect(workflowLabel(state)).toBe('Unsupported');
    },
  );
});
