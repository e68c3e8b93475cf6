// What a test queues for the next requests: faults, or answers it wants written word for word. Items
// aimed at a prompt text go to the first request whose prompt contains it, whenever that comes (so a
// test can make the third section of a script fail); the others go to the next requests in order.
export class AimedQueue<T> {
  private readonly queue: T[] = [];
  private readonly aimed: Array<{ text: string; item: T }> = [];

  add(items: T[]): void {
    this.queue.push(...items);
  }

  addWhen(text: string, items: T[]): void {
    this.aimed.push(...items.map((item) => ({ text, item })));
  }

  /** The item for a request with this prompt: an aimed one first, else the next plain one. */
  take(prompt: string): T | null {
    const index = this.aimed.findIndex((a) => prompt.includes(a.text));
    if (index >= 0) return this.aimed.splice(index, 1)[0].item;
    return this.queue.shift() ?? null;
  }

  clear(): void {
    this.queue.length = 0;
    this.aimed.length = 0;
  }
}
