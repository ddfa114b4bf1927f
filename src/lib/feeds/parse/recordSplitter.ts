/**
 * Cuts decoded CSV/TSV text into whole records before csv-parse sees them.
 *
 * csv-parse (with `skip_records_with_error`) recovers from a bad row that ends where it should, but
 * not from a quote that is never closed or from a line past its `max_record_size`: from there it
 * swallows the rest of the file (checked against csv-parse 7.0.3). So this splitter, which follows
 * the same quoting rules (RFC 4180, plus csv-parse's `relax_quotes`: a quote inside an unquoted field
 * is text), finds where each record ends and enforces the size limit itself:
 *
 * - a record is complete at a line break outside quotes;
 * - a record still open after `maxChars` characters, or at the end of the file, has a quote that is
 *   never closed: its first line becomes an error and the lines after it are read again as rows;
 * - a single line longer than `maxChars` becomes an error and is skipped to its end.
 *
 * Line breaks must already be `\n` ({@link LineBreaks}). Memory: at most `maxChars` of pending text.
 */

/**
 * An error keeps the text it dropped (`text`: the unclosed quote's line, or the first `maxChars` of an
 * over-long line, then `cut`), so the parser can still read the cells at its start.
 */
export type SplitEvent = { kind: 'record'; line: number; text: string } | { kind: 'error'; line: number; message: string; text: string; cut: boolean }

const QUOTE = 34 // "
const LF = 10

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: the field closes, unless another quote follows (an escaped quote). */
  QuoteInQuoted,
}

/** `\r\n` and lone `\r` → `\n`, across chunk boundaries (a chunk may end between `\r` and `\n`). */
export class LineBreaks {
  private carryCr = false
  write(text: string): string {
    let t = this.carryCr ? `\r${text}` : text
    this.carryCr = t.endsWith('\r')
    if (this.carryCr) t = t.slice(0, -1)
    return t.replace(/\r\n?/g, '\n')
  }
  end(): string {
    const out = this.carryCr ? '\n' : ''
    this.carryCr = false
    return out
  }
}

export class RecordSplitter {
  private state = State.FieldStart
  /** Complete physical lines of the open record, each ending in `\n`. */
  private lines: string[] = []
  private linesLength = 0
  /** The physical line being read, so far. */
  private partial = ''
  /** The number of the physical line being read (1-based). */
  private line = 1
  /** The line the open record started on. */
  private recordLine = 1
  /** Discarding the rest of an over-long line. */
  private skipping = false

  constructor(
    private readonly delimiter: number,
    private readonly maxChars: number,
    private readonly emit: (event: SplitEvent) => void,
  ) {}

  push(text: string): void {
    let rest = text
    while (rest !== '') rest = this.scan(rest)
  }

  /** End of input: the open record ends here; if its quote never closed, report it and re-read what follows. */
  finish(): void {
    for (;;) {
      if (this.skipping) {
        this.skipping = false
        this.reset()
        return
      }
      if (this.lines.length === 0 && this.partial === '') return
      if (this.state !== State.Quoted) {
        if (this.partial !== '') {
          this.lines.push(`${this.partial}\n`)
          this.partial = ''
        }
        this.completeRecord()
        return
      }
      this.push(this.abandon())
    }
  }

  /** Scan `input`; returns text to scan again (after a dropped record), or '' when all is consumed. */
  private scan(input: string): string {
    const n = input.length
    const max = this.maxChars
    let from = 0
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i)
      if (this.skipping) {
        if (c === LF) {
          this.skipping = false
          this.line++
          this.recordLine = this.line
          from = i + 1
        }
        continue
      }
      if (c === LF) {
        this.lines.push(this.partial + input.slice(from, i + 1))
        this.linesLength += this.lines[this.lines.length - 1]!.length
        this.partial = ''
        from = i + 1
        this.line++
        if (this.state !== State.Quoted) this.completeRecord()
        else if (this.linesLength > max) return this.abandon() + input.slice(from)
        continue
      }
      switch (this.state) {
        case State.FieldStart:
          this.state = c === QUOTE ? State.Quoted : c === this.delimiter ? State.FieldStart : State.Unquoted
          break
        case State.Unquoted:
          if (c === this.delimiter) this.state = State.FieldStart
          break
        case State.Quoted:
          if (c === QUOTE) this.state = State.QuoteInQuoted
          break
        case State.QuoteInQuoted:
          // "" is an escaped quote; a delimiter ends the field. Text straight after the closing quote
          // of a field that ran over several lines means the quote that opened it was never closed
          // and this one is an inch mark further on (`"unclosed,…⏎…17" wheels`): drop the first line
          // and read the following ones again. On a single line it is csv-parse's to judge.
          if (c !== QUOTE && c !== this.delimiter && this.lines.length > 0) {
            this.partial += input.slice(from, i)
            return this.abandon() + input.slice(i)
          }
          this.state = c === QUOTE ? State.Quoted : c === this.delimiter ? State.FieldStart : State.Unquoted
          break
      }
      if (this.linesLength + this.partial.length + (i + 1 - from) > max) return this.overflow(input, from, i + 1)
    }
    if (!this.skipping) this.partial += input.slice(from)
    return ''
  }

  /** The open record (all its lines) is complete: hand it on, unless it is blank. */
  private completeRecord(): void {
    const text = this.lines.join('')
    const line = this.recordLine
    this.reset()
    if (text.trim() !== '') this.emit({ kind: 'record', line, text })
  }

  private reset(): void {
    this.lines = []
    this.linesLength = 0
    this.partial = ''
    this.state = State.FieldStart
    this.recordLine = this.line
  }

  /**
   * The open record is too long. If it spans lines, its first line opened a quote that never closed:
   * report that line and return the rest for re-reading. If it is one line, that line is too long:
   * report it and skip to its end.
   */
  private overflow(input: string, from: number, to: number): string {
    this.partial += input.slice(from, to)
    const remaining = input.slice(to)
    if (this.lines.length > 0) return this.abandon() + remaining
    this.emit({ kind: 'error', line: this.recordLine, message: `Line ${this.recordLine} is longer than ${this.maxChars} characters; it is skipped.`, text: this.partial, cut: true })
    this.reset()
    this.skipping = true
    return remaining
  }

  /** Drop the open record's first line with an error; return the text after it, to be read again. */
  private abandon(): string {
    const line = this.recordLine
    const text = this.lines[0] ?? this.partial
    this.emit({ kind: 'error', line, message: `Line ${line} has a quote that is never closed; it is skipped.`, text, cut: false })
    const rest = this.lines.slice(1).join('') + this.partial
    this.line = line + 1
    this.reset()
    return rest
  }
}
