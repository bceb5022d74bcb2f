import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';

/**
 * The label prints whatever script a customer typed. No single font covers
 * them all, so the label carries Noto Sans and its sister families, tried in
 * this order for each character: Latin (with Polish), Cyrillic and Greek;
 * Chinese (and the kanji of Japanese); Thai; Arabic; Tamil.
 */
const FAMILIES: readonly (readonly [string, string, 'rtl'?])[] = [
  ['noto-sans', 'NotoSans'],
  ['noto-sans-sc', 'NotoSansSC'],
  ['noto-sans-thai', 'NotoSansThai'],
  ['noto-sans-arabic', 'NotoSansArabic', 'rtl'],
  ['noto-sans-tamil', 'NotoSansTamil'],
];

const WEIGHTS = { regular: '400Regular', bold: '700Bold' } as const;
export type Weight = keyof typeof WEIGHTS;

/** One font of the label: the name it is registered under in a document, and the parsed font. */
export interface Face {
  name: string;
  font: fontkit.Font;
  /** Written right to left: the font lays out a word reversed, the words are put in order here. */
  rtl: boolean;
}

/** The faces of one weight, in the order they are tried. */
export type Faces = readonly [Face, ...Face[]];

export interface Run {
  face: Face;
  text: string;
}

const require = createRequire(import.meta.url);
let faces: Promise<Record<Weight, Faces>> | undefined;

const fontFile = (pkg: string, file: string, weight: Weight) =>
  `@expo-google-fonts/${pkg}/${WEIGHTS[weight]}/${file}_${WEIGHTS[weight]}.ttf`;

/** Every font file the documents read, as package paths: the image holds these and no other weight. */
export const LABEL_FONT_FILES: readonly string[] = FAMILIES.flatMap(([pkg, file]) =>
  (Object.keys(WEIGHTS) as Weight[]).map((weight) => fontFile(pkg, file, weight)),
);

/** Words whose shaping each font keeps: the texts of every language and recent customers' words. */
const SHAPED_WORDS_KEPT = 4000;

/**
 * `font` with its shaping kept across documents. pdfkit shapes a text word by
 * word (fontkit's `layout`: substitutions, kerning, marks), the bulk of a
 * document's CPU, and keeps a word's shaping only within one document; the
 * labels and sheets repeat most of their words. A shaping depends on the
 * word alone when no features are asked for (pdfkit asks for none). pdfkit
 * scales the positions of the run it gets in place, so each caller gets its
 * own copy of them.
 */
function shapingKept(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font);
  const kept = new LRUCache<string, fontkit.GlyphRun>({ max: SHAPED_WORDS_KEPT });
  font.layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((argument) => argument !== undefined)) {
      return (shape as (...args: unknown[]) => fontkit.GlyphRun)(text, ...rest);
    }
    let run = kept.get(text);
    if (!run) {
      run = shape(text);
      kept.set(text, run);
    }
    return copyOf(run);
  };
  return font;
}

/** The same glyphs, in positions of its own. */
function copyOf(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun;
  return Object.assign(copy, run, { positions: run.positions.map((at) => ({ ...at })) });
}

function load(create: typeof fontkit.create, weight: Weight): Faces {
  const [primary, ...others] = FAMILIES.map(([pkg, file, direction]) => {
    const path = require.resolve(fontFile(pkg, file, weight));
    const font = shapingKept(create(fs.readFileSync(path)) as fontkit.Font);
    return { name: `${file}-${weight}`, font, rtl: direction === 'rtl' };
  });
  if (!primary) throw new Error('no label fonts');
  return [primary, ...others];
}

/**
 * The faces of a weight, read and parsed once, at the first document: every
 * document shares them and embeds only the glyphs it uses (a subset). fontkit
 * itself is loaded then too: a server that prints nothing never holds it.
 */
export function labelFaces(): Promise<Record<Weight, Faces>> {
  faces ??= import('fontkit').then(({ create }) => ({
    regular: load(create, 'regular'),
    bold: load(create, 'bold'),
  }));
  return faces;
}

/**
 * `text` cut into runs each drawn with one face. A character stays in the
 * current run while its face has it (digits and combining marks do not break
 * a run); otherwise the first face that has it starts a new run. Spaces
 * before a change of face get a run of their own, so that a right-to-left
 * run (Arabic), which the font lays out reversed, keeps them on its side. A
 * character no face has is left to the first face.
 */
export function fontRuns(text: string, choices: Faces): Run[] {
  const [first] = choices;
  const runs: Run[] = [];
  let spaces = '';
  for (const char of text) {
    const current = runs.at(-1);
    if (current && /\s/u.test(char)) {
      spaces += char;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    const face = current?.face.font.hasGlyphForCodePoint(code)
      ? current.face
      : (choices.find((choice) => choice.font.hasGlyphForCodePoint(code)) ?? first);
    if (current?.face === face) current.text += spaces + char;
    else {
      if (current && spaces) runs.push({ face: current.face, text: spaces });
      runs.push({ face, text: char });
    }
    spaces = '';
  }
  const last = runs.at(-1);
  if (last && spaces) runs.push({ face: last.face, text: spaces });
  // The font reverses the glyphs of a right-to-left run but sets its spaces
  // wrongly; its words become runs of their own, in right-to-left order.
  return runs.flatMap((run) =>
    run.face.rtl
      ? run.text
          .split(/(\s+)/u)
          .filter(Boolean)
          .reverse()
          .map((part) => ({ face: run.face, text: part }))
      : [run],
  );
}
