// The window every paged query takes and what it returns (routers answer `total` in maxresults).
export interface PageWindow {
  size: number;
  offset: number;
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}
