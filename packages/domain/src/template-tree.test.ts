import { describe, expect, it } from 'vitest';
import {
  addChild,
  canAddChild,
  levelOf,
  limitDepth,
  removeNode,
  TEMPLATE_TREE_MAX_DEPTH,
  type TemplateNode,
  treeDepth,
} from './template-tree.ts';

const TREE: TemplateNode[] = [
  {
    value: 'orto',
    label: 'Ortopedia',
    children: [{ value: 'joelho', label: 'Joelho', children: [{ value: 'atj', label: 'Artroplastia' }] }, { value: 'ombro', label: 'Ombro' }],
  },
  { value: 'fisio', label: 'Fisioterapia' },
];

describe('template tree depth', () => {
  it('is at most 3', () => expect(TEMPLATE_TREE_MAX_DEPTH).toBe(3));

  it('measures depth and levels', () => {
    expect(treeDepth([])).toBe(0);
    expect(treeDepth(TREE)).toBe(3);
    expect(levelOf(TREE, 'orto')).toBe(1);
    expect(levelOf(TREE, 'ombro')).toBe(2);
    expect(levelOf(TREE, 'atj')).toBe(3);
    expect(levelOf(TREE, 'nada')).toBe(0);
  });

  it('lets levels 1 and 2 receive children, never level 3', () => {
    expect(canAddChild(TREE, 'orto')).toBe(true);
    expect(canAddChild(TREE, 'ombro')).toBe(true);
    expect(canAddChild(TREE, 'atj')).toBe(false);
    expect(canAddChild(TREE, 'nada')).toBe(false);
  });

  it('adds within the limit and refuses beyond it', () => {
    const added = addChild(TREE, 'ombro', { value: 'manguito', label: 'Manguito rotador' });
    expect(levelOf(added, 'manguito')).toBe(3);
    expect(levelOf(TREE, 'manguito')).toBe(0); // the original is untouched
    expect(() => addChild(TREE, 'atj', { value: 'x', label: 'x' })).toThrow(RangeError);
    // A subtree of two levels fits under a root but not under a level-2 node.
    const pair: TemplateNode = { value: 'p', label: 'p', children: [{ value: 'q', label: 'q' }] };
    expect(treeDepth(addChild(TREE, 'fisio', pair))).toBe(3);
    expect(() => addChild(TREE, 'ombro', pair)).toThrow(RangeError);
    expect(() => addChild(TREE, null, { ...pair, children: [{ value: 'r', label: 'r', children: [pair] }] })).toThrow(RangeError);
    expect(addChild(TREE, null, { value: 'cardio', label: 'Cardiologia' })).toHaveLength(3);
    expect(() => addChild(TREE, 'nada', { value: 'x', label: 'x' })).toThrow(RangeError);
  });

  it('removes a node with its descendants', () => {
    const without = removeNode(TREE, 'joelho');
    expect(levelOf(without, 'joelho')).toBe(0);
    expect(levelOf(without, 'atj')).toBe(0);
    expect(levelOf(without, 'ombro')).toBe(2);
  });

  it('cuts deeper data to three levels', () => {
    const deep: TemplateNode[] = [{ value: 'a', label: 'a', children: [{ value: 'b', label: 'b', children: [{ value: 'c', label: 'c', children: [{ value: 'd', label: 'd' }] }] }] }];
    const cut = limitDepth(deep);
    expect(treeDepth(cut)).toBe(3);
    expect(levelOf(cut, 'd')).toBe(0);
    expect(levelOf(cut, 'c')).toBe(3);
  });
});

describe('TemplateItemSchema', () => {
  it('trims the name and says when it is missing or too long', async () => {
    const { TemplateItemSchema } = await import('./template-tree.ts');
    expect(TemplateItemSchema.parse({ label: '  Cardiologia ' })).toEqual({ label: 'Cardiologia' });
    expect(TemplateItemSchema.safeParse({ label: '   ' }).error?.issues[0]?.message).toBe('Informe o nome do item.');
    expect(TemplateItemSchema.safeParse({ label: 'a'.repeat(121) }).error?.issues[0]?.message).toBe('O nome pode ter no máximo 120 caracteres.');
  });
});
