import { type Bind, inline, type SQL } from '@visadesk/db';

/**
 * One filter of a list, declared once (issue 25): its condition, what it adds to the key of the
 * list's shaped statements (ADR 0025) and which counts-table dimension it can be answered from
 * (ADR 0014). `conditions`, `shape` and `countsDimension` below are all derived from it.
 */
export interface ListFilter<T, D extends string = string> {
  /**
   * The condition. `value` is already bound (a placeholder while a shape is built): branch on
   * `variant`, never on the value.
   */
  where: (value: T, variant: string) => SQL;
  /** A filter whose text depends on its value (an assignee or "none": `IS NULL`) names each text. */
  variant?: (value: T) => string;
  /** The value as bound, when the filter normalizes it (a reference upper-cased). */
  bound?: (value: T) => unknown;
  /**
   * The counts-table dimension that answers the counts when this is the only filter set (keyed by
   * the value), or 'any' when the counts do not depend on it (the status chips). Unset: a view with
   * this filter is counted from the rows.
   */
  counts?: { dimension: D } | 'any';
}

export type ListFilters<F, D extends string = string> = {
  [K in keyof F]?: ListFilter<NonNullable<F[K]>, D>;
};

/** A filter is set when it has a value; an empty text is no value. */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

const SET = 'set';

/** A list's filters, declared once, and what is derived from them. */
export class ListFilterSet<F, D extends string = string> {
  private readonly entries: [keyof F & string, ListFilter<never, D>][];

  constructor(filters: ListFilters<F, D>) {
    this.entries = Object.entries(filters) as [keyof F & string, ListFilter<never, D>][];
  }

  /** The set filters, in declaration order, each with its variant and bound value. */
  private *set(values: F, omit?: keyof F) {
    for (const [name, filter] of this.entries) {
      const value = values[name];
      if (name === omit || !isSet(value)) continue;
      yield {
        name,
        filter,
        variant: filter.variant ? filter.variant(value as never) : SET,
        bound: filter.bound ? filter.bound(value as never) : value,
      };
    }
  }

  /** The conditions of the set filters (all but `omit`), every value through `bind`. */
  conditions(values: F, bind: Bind = inline, omit?: keyof F): SQL[] {
    return [...this.set(values, omit)].map((f) => f.filter.where(bind(f.name, f.bound) as never, f.variant));
  }

  /** What of the values decides the text of `conditions` (the key of a shape), and the values it binds by name. */
  shape(values: F, omit?: keyof F): { key: string; values: Record<string, unknown> } {
    const set: string[] = [];
    const bound: Record<string, unknown> = {};
    for (const f of this.set(values, omit)) {
      set.push(f.variant === SET ? f.name : f.variant);
      bound[f.name] = f.bound;
    }
    return { key: set.join(','), values: bound };
  }

  /**
   * The counts-table dimension (and key) the view reads, when it has one: no search, and no set
   * filter other than those with `counts`, at most one of them a dimension; `all` when none is.
   */
  countsDimension(values: F, searching: boolean, all: D): { dimension: D; key: string } | undefined {
    if (searching) return undefined;
    const found: { dimension: D; key: string }[] = [];
    for (const { name, filter } of this.set(values)) {
      if (!filter.counts) return undefined;
      if (filter.counts !== 'any')
        found.push({ dimension: filter.counts.dimension, key: String(values[name]) });
    }
    if (found.length > 1) return undefined;
    return found[0] ?? { dimension: all, key: '' };
  }
}
