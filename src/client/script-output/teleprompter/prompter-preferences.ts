/** Text size and mirroring are the reader's set-up (screen distance, a beam-splitter glass), kept per browser. */
export interface PrompterPreferences {
  fontSize: number;
  mirrored: boolean;
}

export const MIN_FONT_SIZE = 20;
export const MAX_FONT_SIZE = 120;
export const FONT_SIZE_STEP = 4;

const STORAGE_KEY = "teleprompter";

/** About a dozen words a line: large enough to read from a step back on a phone and on a monitor. */
function defaultFontSize(viewportWidth: number): number {
  return clampFontSize(Math.min(64, viewportWidth / 13));
}

export function clampFontSize(size: number): number {
  const stepped = Math.round(size / FONT_SIZE_STEP) * FONT_SIZE_STEP;
  return Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, stepped));
}

export function loadPreferences(): PrompterPreferences {
  const fallback = { fontSize: defaultFontSize(window.innerWidth), mirrored: false };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<PrompterPreferences> | null;
    return {
      fontSize: typeof saved?.fontSize === "number" ? clampFontSize(saved.fontSize) : fallback.fontSize,
      mirrored: saved?.mirrored === true,
    };
  } catch {
    return fallback; // unreadable or blocked storage: the defaults serve
  }
}

export function savePreferences(preferences: PrompterPreferences) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the set-up lasts for this session only.
  }
}
