// @ts-check
// `npm run content:series`: writes content/banks/<bank>/series.yaml from the bank's questions:
// exam-like series with each licence's question count (spec §9) and a realistic theme spread,
// and one thematic series per theme. Deterministic: the same questions give the same file, so
// the series are reviewed like the rest of the content. Run it again after changing questions.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { parse, stringify } from 'yaml';

const contentDir = process.env.CONTENT_DIR ?? fileURLToPath(new URL('../content', import.meta.url));
const WELCOME_SIZE = 5;

/** A licence's type as the domain package holds it (spec §9); a bank names known licences only. */
function licence(code) {
  if (!isLicenceCode(code)) throw new Error(`unknown licence « ${code} »`);
  return LICENCE_TYPES[code];
}

/** A small seeded generator (mulberry32), so a series' order is fixed by its slug. */
function seededRandom(seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, seed) {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Questions taken one theme after another, so any run of them spreads over every theme. */
function interleaved(bank, questionsByTheme) {
  const queues = bank.themes.map((theme) => [...(questionsByTheme.get(theme.identifiant) ?? [])]);
  const order = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) if (queue.length > 0) order.push(queue.shift());
  }
  return order;
}

/**
 * Exam-like series of spec §9's length for each licence, taken one theme after another, for a
 * bank that declares no exam of its own.
 */
function specExams(bank, order) {
  const groups = new Map();
  for (const code of bank.permis) {
    // Spec §9's question count: 40 for the road tests, 30 for the others.
    const count = licence(code).nbQuestions;
    groups.set(count, [...(groups.get(count) ?? []), code]);
  }
  const series = [];
  for (const [count, permis] of groups) {
    const suffix = groups.size > 1 ? `-${permis[0]}` : '';
    for (let n = 1; n * count <= order.length; n += 1) {
      const slug = `${bank.id}-examen${suffix}-${n}`;
      series.push({
        slug,
        type: 'examen',
        libelle: `Examen blanc n° ${n}${groups.size > 1 ? ` (${permis.map((code) => code.toUpperCase()).join(', ')})` : ''}`,
        chronometree: true,
        permis,
        questions: shuffled(order.slice((n - 1) * count, n * count), slug),
      });
    }
  }
  return series;
}

/**
 * The bank's declared exam (issue #22): as many exams as the bank has questions for, each with
 * exactly the declared number of questions of each theme. A theme's questions are taken in
 * turn, so every question is asked before any comes back in a later exam; one exam never asks
 * a question twice.
 */
function declaredExams(bank, questionsByTheme, scenesByTheme) {
  const { nb_questions: count, repartition, scenes = 0 } = bank.examen;
  // As many exams as the questions of the split's themes fill (hauturier's N and T are not asked).
  const total = Object.keys(repartition).reduce(
    (sum, theme) => sum + (questionsByTheme.get(theme)?.length ?? 0),
    0,
  );
  // Issue #42: each exam asks `scenes` questions on a moving scene, taken in turn from the
  // themes that have some, within each theme's share; the rest are pictures and text.
  const stills = new Map(
    [...questionsByTheme].map(([theme, ids]) => [
      theme,
      ids.filter((id) => !scenesByTheme.get(theme)?.includes(id)),
    ]),
  );
  const next = new Map();
  const taken = (key, pool, wanted) => {
    const start = next.get(key) ?? 0;
    const length = Math.min(wanted, pool.length);
    next.set(key, start + length);
    return Array.from({ length }, (_, i) => pool[(start + i) % pool.length]);
  };
  const sceneThemes = Object.keys(repartition).filter(
    (theme) => repartition[theme] > 0 && (scenesByTheme.get(theme)?.length ?? 0) > 0,
  );
  let turn = 0;
  const series = [];
  for (let n = 1; n === 1 || n * count <= total; n += 1) {
    const slug = `${bank.id}-examen-${n}`;
    const sceneShare = new Map();
    for (
      let left = scenes, tries = 0;
      left > 0 && tries < scenes * sceneThemes.length;
      tries += 1
    ) {
      const theme = sceneThemes[turn++ % sceneThemes.length];
      const share = sceneShare.get(theme) ?? 0;
      if (share < Math.min(repartition[theme], scenesByTheme.get(theme).length)) {
        sceneShare.set(theme, share + 1);
        left -= 1;
      }
    }
    const questions = Object.entries(repartition).flatMap(([theme, wanted]) => {
      const inScenes = sceneShare.get(theme) ?? 0;
      return [
        ...taken(`scene-${theme}`, scenesByTheme.get(theme) ?? [], inScenes),
        ...taken(theme, stills.get(theme) ?? [], wanted - inScenes),
      ];
    });
    series.push({
      slug,
      type: 'examen',
      libelle: `Examen blanc n° ${n}`,
      chronometree: true,
      permis: bank.permis,
      questions: shuffled(questions, slug),
    });
  }
  return series;
}

for (const name of readdirSync(path.join(contentDir, 'banks')).sort()) {
  const folder = path.join(contentDir, 'banks', name);
  const bank = parse(readFileSync(path.join(folder, 'bank.yaml'), 'utf8'));
  const byTheme = new Map(
    bank.themes.map((theme) => {
      const file = path.join(folder, 'questions', `${theme.identifiant}.yaml`);
      return [theme.identifiant, existsSync(file) ? parse(readFileSync(file, 'utf8')) : []];
    }),
  );
  const questionsByTheme = new Map(
    [...byTheme].map(([theme, questions]) => [theme, questions.map((q) => q.id)]),
  );
  // A question asked on a moving scene has an MP4 for media (issue #42).
  const scenesByTheme = new Map(
    [...byTheme].map(([theme, questions]) => [
      theme,
      questions.filter((q) => q.media?.fichier?.endsWith('.mp4')).map((q) => q.id),
    ]),
  );
  const series = bank.examen
    ? declaredExams(bank, questionsByTheme, scenesByTheme)
    : specExams(bank, interleaved(bank, questionsByTheme));
  for (const theme of bank.themes) {
    const questions = questionsByTheme.get(theme.identifiant) ?? [];
    if (questions.length === 0) continue;
    series.push({
      slug: `${bank.id}-theme-${theme.identifiant.toLowerCase()}`,
      type: 'thematique',
      libelle: `Thème\u202F: ${theme.libelle}`,
      chronometree: false,
      permis: bank.permis,
      questions,
    });
  }
  // The welcome series: a short untimed series to learn the player, one question from each of
  // the first themes, so its corrections also show what the themes are about.
  const welcomePermis = bank.permis.filter((code) => licence(code).hasWelcomeSeries);
  if (welcomePermis.length > 0) {
    series.unshift({
      slug: `${bank.id}-bienvenue`,
      type: 'accueil',
      libelle: 'Série de bienvenue',
      chronometree: false,
      permis: welcomePermis,
      questions: bank.themes
        .map((theme) => questionsByTheme.get(theme.identifiant)?.[0])
        .filter(Boolean)
        .slice(0, WELCOME_SIZE),
    });
  }
  const header =
    '# Generated by `npm run content:series` from the questions: run it again after changing them.\n';
  writeFileSync(
    path.join(folder, 'series.yaml'),
    header + stringify(series, { flowCollectionPadding: false }),
  );
  console.log(
    `${bank.id}: ${series.filter((s) => s.type === 'examen').length} examens blancs, ${series.filter((s) => s.type === 'thematique').length} séries thématiques`,
  );
}
