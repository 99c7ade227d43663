/**
 * Reads the outline's JSON ({"chapters":[{...},{...}]}) as it streams and hands over each chapter object the
 * moment its closing brace arrives, so chapter headings can appear on screen long before the whole outline is
 * written. It tracks only strings, escapes and nesting depth (the model's JSON is parsed properly chapter by
 * chapter with JSON.parse); a chapter object is any object directly inside an array that sits directly inside
 * the root object, which in this schema is exactly `chapters[i]`.
 */
export class ChapterStreamParser {
  /** The open containers, '{' or '[', outermost first. */
  private readonly stack: string[] = [];
  private inString = false;
  private escaped = false;
  /** Text of the chapter object being read, from its '{'; undefined outside one. */
  private chapter: string | undefined;

  /** Feeds the next piece of JSON text; returns the chapter objects it completed, parsed. */
  push(text: string): unknown[] {
    const completed: unknown[] = [];
    for (const char of text) {
      if (this.chapter !== undefined) this.chapter += char;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') this.inString = false;
        continue;
      }
      if (char === '"') {
        this.inString = true;
      } else if (char === '{' || char === '[') {
        if (char === '{' && this.isChapterLevel()) this.chapter = '{';
        this.stack.push(char);
      } else if (char === '}' || char === ']') {
        this.stack.pop();
        if (char === '}' && this.chapter !== undefined && this.isChapterLevel()) {
          completed.push(this.parseChapter(this.chapter));
          this.chapter = undefined;
        }
      }
    }
    return completed.filter((chapter) => chapter !== undefined);
  }

  private isChapterLevel(): boolean {
    return this.stack.length === 2 && this.stack[0] === '{' && this.stack[1] === '[';
  }

  private parseChapter(json: string): unknown {
    try {
      return JSON.parse(json);
    } catch {
      // A malformed chapter counts as missing; the engine asks for it again.
      return undefined;
    }
  }
}
