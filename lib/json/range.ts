/** A place in source text. `line` and `column` are 1-based; `offset` is a 0-based UTF-16 index. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** A half-open span of source text: `start` inclusive, `end` exclusive. */
export interface Range {
  start: Position;
  end: Position;
}
