export type Layout = 'paged' | 'continuous';
export type Density = 'comfortable' | 'compact';

/** The layout slice: pages or one continuous list, and row density. */
export interface LayoutState {
  layout: Layout;
  density: Density;
}

export function getDefaultLayoutState(): LayoutState {
  return { layout: 'paged', density: 'comfortable' };
}

export function layout_set<S extends LayoutState>(state: S, layout: Layout): S {
  return state.layout === layout ? state : { ...state, layout };
}

export function density_set<S extends LayoutState>(state: S, density: Density): S {
  return state.density === density ? state : { ...state, density };
}
