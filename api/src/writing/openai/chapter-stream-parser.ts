/**
 * Reads the outline's JSON ({"chapters":[{...},{...}],"bible":[{...}]}) as it streams and hands over each chapter
 * object the moment its closing brace arrives, so chapter headings can appear on screen long before the whole
 * outline is written. It tracks only strings, escapes, nesting depth and the root object's keys (the model's JSON
 * is parsed properly object by object with JSON.parse): an object directly inside an array that sits directly
 * inside the root object is an item of that array's key; items of `chapters` are returned, items of any other key
 * (the story bible's entries) go to `onItem`.
 */
export class ChapterStreamParser {
  /** The open containers, '{' or '[', outermost first. */
  private readonly stack: string[] = [];
  private inString = false;
  private escaped = false;
  /** Text of the item object being read, from its '{'; undefined outside one. */
  private chapter: string | undefined;
  /** The last string read directly inside the root object (its key, when an array follows), and the one being read. */
  private rootString = '';
  /** The root key whose array is open ('chapters' when the answer names none, as an older answer did). */
  private arrayKey = 'chapters';

  constructor(private readonly onItem: (key: string, item: unknown) => void = () => undefined) {}

  /** Feeds the next piece of JSON text; returns the chapter objects it completed, parsed. */
  push(text: string): unknown[] {
    const completed: unknown[] = [];
    for (const char of text) {
      if (this.chapter !== undefined) this.chapter += char;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') this.inString = false;
        if (this.inString && this.stack.length === 1) this.rootString += char;
        continue;
      }
      if (char === '"') {
        this.inString = true;
        if (this.stack.length === 1) this.rootString = '';
      } else if (char === '{' || char === '[') {
        if (char === '{' && this.isChapterLevel()) this.chapter = '{';
        if (char === '[' && this.stack.length === 1) this.arrayKey = this.rootString || 'chapters';
        this.stack.push(char);
      } else if (char === '}' || char === ']') {
        this.stack.pop();
        if (char === '}' && this.chapter !== undefined && this.isChapterLevel()) {
          const item = this.parseChapter(this.chapter);
          if (this.arrayKey === 'chapters') completed.push(item);
          else if (item !== undefined) this.onItem(this.arrayKey, item);
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
