import {
  bankSchema,
  lessonFrontMatterSchema,
  LESSON_MIN_WORDS,
  questionFileSchema,
  seriesFileSchema,
  type ContentSeries,
} from '@prepacode/domain/content';
import { LICENCE_TYPES } from '@prepacode/domain/licences';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { readChart } from './chart.js';
import { isScene, sceneFiles, sceneProblems } from './scene-files.js';
import { nearDuplicates } from './near-duplicates.js';
import type { LoadedBank, LoadedContent, LoadedLesson } from './content.types.js';
import type { Problem } from './problem.js';
import { parseFile } from './parse-file.js';
import { checkMarkdownTypography } from './typography.js';

/** The folder of drafts under content/ and content/media: never loaded (exchange/draft-bank.ts). */
export const DRAFTS = 'brouillons';

/**
 * `series.yaml` (optional): slugs unique everywhere, questions of this bank without repeats,
 * licences of the bank, an exam-like series as long as each licence's test (spec §9) with the
 * exam's split and scenes, a thematic series within one theme.
 */
function checkSeries(
  folder: string,
  relativeTo: (file: string) => string,
  { bank, questions }: LoadedBank,
  slugs: Set<string>,
  problems: Problem[],
): ContentSeries[] {
  const file = path.join(folder, 'series.yaml');
  if (!existsSync(file)) return [];
  const relative = relativeTo(file);
  const series = parseFile(file, relative, seriesFileSchema, problems) ?? [];
  const themeOf = new Map(questions.map((question) => [question.id, question.theme]));
  const scenes = new Set(
    questions.filter((question) => question.media && isScene(question.media.fichier)),
  );
  // Issue #42: each mock exam asks the declared number of scenes, when the bank has enough.
  const scenesWanted =
    bank.examen?.scenes === undefined ? null : Math.min(bank.examen.scenes, scenes.size);
  const sceneIds = new Set([...scenes].map((question) => question.id));
  for (const one of series) {
    const problem = (message: string) => problems.push({ file: relative, id: one.slug, message });
    if (slugs.has(one.slug)) problem('slug déjà utilisé');
    slugs.add(one.slug);
    const unknown = one.questions.filter((id) => !themeOf.has(id));
    if (unknown.length > 0) problem(`questions inconnues dans ${bank.id} : ${unknown.join(', ')}`);
    if (new Set(one.questions).size !== one.questions.length)
      problem('une question y figure deux fois');
    const foreign = one.permis.filter((code) => !bank.permis.includes(code));
    if (foreign.length > 0) problem(`permis hors de la banque : ${foreign.join(', ')}`);
    if (one.type === 'examen') {
      for (const code of one.permis) {
        // The bank's declared exam wins over spec §9's table (ADR 0019).
        const expected = bank.examen?.nb_questions ?? LICENCE_TYPES[code].nbQuestions;
        if (one.questions.length !== expected)
          problem(
            `${one.questions.length} questions au lieu de ${expected} pour le permis ${code}`,
          );
      }
      const wanted = bank.examen?.repartition ?? {};
      const spread = Object.entries(wanted).filter(
        ([theme, count]) =>
          one.questions.filter((id) => themeOf.get(id) === theme).length !== count,
      );
      if (spread.length > 0)
        problem(
          `répartition différente de celle de l’examen pour ${spread.map(([theme]) => theme).join(', ')}`,
        );
      const asked = one.questions.filter((id) => sceneIds.has(id)).length;
      if (scenesWanted !== null && asked !== scenesWanted)
        problem(`${asked} scène(s) au lieu de ${scenesWanted} dans cet examen blanc`);
    }
    if (one.type === 'thematique' && new Set(one.questions.map((id) => themeOf.get(id))).size > 1) {
      problem('une série thématique ne couvre qu’un thème');
    }
  }
  return series;
}

/**
 * `cours/<T>.md`: a YAML front matter with the title, then Markdown of at least
 * LESSON_MIN_WORDS words, for a theme of the bank, without a level-1 heading (the title is one).
 */
function checkLessons(
  folder: string,
  relativeTo: (file: string) => string,
  themes: Set<string>,
  problems: Problem[],
): LoadedLesson[] {
  const lessonFolder = path.join(folder, 'cours');
  const lessons: LoadedLesson[] = [];
  for (const file of existsSync(lessonFolder) ? readdirSync(lessonFolder).sort() : []) {
    const full = path.join(lessonFolder, file);
    const relative = relativeTo(full);
    const problem = (message: string, line?: number) =>
      problems.push({ file: relative, line, message });
    const theme = path.basename(file, '.md');
    if (!file.endsWith('.md') || !themes.has(theme)) {
      problem('fichier inattendu : attendu <thème>.md pour un thème de la banque');
      continue;
    }
    const text = readFileSync(full, 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    if (!match) {
      problem('en-tête manquant : le fichier commence par --- titre: … ---', 1);
      continue;
    }
    const frontMatter = lessonFrontMatterSchema.safeParse(parseDocument(match[1] ?? '').toJS());
    if (!frontMatter.success) {
      problem(
        `en-tête : ${frontMatter.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ')}`,
        2,
      );
      continue;
    }
    const body = (match[2] ?? '').trim();
    checkMarkdownTypography(text, relative, problems);
    const words = body.split(/\s+/).filter(Boolean).length;
    if (words < LESSON_MIN_WORDS) problem(`${words} mots : au moins ${LESSON_MIN_WORDS} attendus`);
    const headingLine = body.split('\n').findIndex((line) => /^# /.test(line));
    if (headingLine >= 0)
      problem('pas de titre de niveau 1 dans le texte (le titre est dans l’en-tête)');
    lessons.push({ theme, title: frontMatter.data.titre, body });
  }
  return lessons;
}

/** The pictures of a lesson, `![alt](<bank>/<file>)`, named like a question's media. */
export const lessonPictures = (body: string) =>
  [...body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => ({
    alt: (match[1] ?? '').trim(),
    file: match[2] ?? '',
  }));

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Reads and checks every bank under `<root>/banks`: schemas, ids unique everywhere and matching
 * their bank and theme, theme files matching the bank's themes, media present and none orphan.
 */
export function loadContent(root: string, onlyBank?: string): LoadedContent {
  const problems: Problem[] = [];
  const banks: LoadedBank[] = [];
  const ids = new Map<string, string>();
  const slugs = new Set<string>();
  const usedMedia = new Set<string>();
  const banksFolder = path.join(root, 'banks');
  const relativeTo = (file: string) => path.relative(root, file);

  for (const name of existsSync(banksFolder) ? readdirSync(banksFolder).sort() : []) {
    if (onlyBank && name !== onlyBank) continue;
    const folder = path.join(banksFolder, name);
    const bankFile = path.join(folder, 'bank.yaml');
    if (!existsSync(bankFile)) {
      problems.push({ file: relativeTo(folder), message: 'bank.yaml manquant' });
      continue;
    }
    const bank = parseFile(bankFile, relativeTo(bankFile), bankSchema, problems);
    if (!bank) continue;
    if (bank.id !== name)
      problems.push({
        file: relativeTo(bankFile),
        message: `id « ${bank.id} » différent du dossier « ${name} »`,
      });
    const themes = new Set(bank.themes.map((theme) => theme.identifiant));
    const loaded: LoadedBank = { bank, questions: [], series: [], lessons: [] };
    if (bank.carte) {
      loaded.chart = readChart(folder, relativeTo, bank.carte, problems);
      usedMedia.add(bank.carte.fichier);
      if (!existsSync(path.join(root, 'media', bank.carte.fichier)))
        problems.push({
          file: relativeTo(bankFile),
          message: `carte introuvable\u202f: media/${bank.carte.fichier}`,
        });
    }
    const onChart = new Set(bank.carte?.themes ?? []);
    const questionFolder = path.join(folder, 'questions');
    for (const file of existsSync(questionFolder) ? readdirSync(questionFolder).sort() : []) {
      const full = path.join(questionFolder, file);
      const relative = relativeTo(full);
      const theme = path.basename(file, '.yaml');
      if (!file.endsWith('.yaml') || !themes.has(theme)) {
        problems.push({
          file: relative,
          message: `fichier inattendu : attendu <thème>.yaml pour un thème de ${bank.id}`,
        });
        continue;
      }
      for (const question of parseFile(full, relative, questionFileSchema, problems) ?? []) {
        const expected = `${bank.prefixe}-${theme}-`;
        if (!question.id.startsWith(expected)) {
          problems.push({
            file: relative,
            id: question.id,
            message: `l’identifiant doit commencer par ${expected}`,
          });
        }
        const previous = ids.get(question.id);
        if (previous)
          problems.push({
            file: relative,
            id: question.id,
            message: `identifiant déjà utilisé dans ${previous}`,
          });
        ids.set(question.id, relative);
        // A typed answer is read off the chart: only its exercises have one.
        if (question.reponse && !onChart.has(theme))
          problems.push({
            file: relative,
            id: question.id,
            message: 'réponse à saisir hors d’un thème travaillé sur la carte de la banque',
          });
        if (question.media && onChart.has(theme))
          problems.push({
            file: relative,
            id: question.id,
            message: 'pas de média\u202f: la carte de la banque illustre ce thème',
          });
        if (question.media) {
          const { fichier } = question.media;
          const scene = isScene(fichier);
          for (const used of scene ? Object.values(sceneFiles(fichier)) : [fichier])
            usedMedia.add(used);
          if (!existsSync(path.join(root, 'media', fichier))) {
            problems.push({
              file: relative,
              id: question.id,
              message: `média introuvable : media/${fichier}`,
            });
          } else if (scene) {
            for (const message of sceneProblems(path.join(root, 'media'), fichier))
              problems.push({ file: relative, id: question.id, message });
          }
        }
        // Issue #24: a second review by someone other than the author, required where declared.
        if (question.revue && question.revue.relecteur === question.auteur)
          problems.push({
            file: relative,
            id: question.id,
            message: 'relue par son auteur\u202f: la relecture est faite par un autre',
          });
        if (!question.revue && bank.relecture_obligatoire)
          problems.push({
            file: relative,
            id: question.id,
            message: 'sans marque de relecture (revue\u202f: relecteur, date, source vérifiée)',
          });
        const chart = bank.carte && onChart.has(theme) ? bank.carte : undefined;
        loaded.questions.push({
          ...question,
          ...(chart ? { media: { fichier: chart.fichier, alt: chart.alt } } : {}),
          bank: bank.id,
          theme,
        });
      }
    }
    for (const pair of nearDuplicates(loaded.questions))
      problems.push({
        file: relativeTo(questionFolder),
        id: pair.first,
        message: `quasi-doublon de ${pair.second} (${Math.round(pair.similarity * 100)}\u202f% de mots communs)\u202f: réécrire l’une, ou dire distincte_de si elles demandent deux faits`,
      });
    loaded.series = checkSeries(folder, relativeTo, loaded, slugs, problems);
    loaded.lessons = checkLessons(folder, relativeTo, themes, problems);
    for (const lesson of loaded.lessons) {
      for (const picture of lessonPictures(lesson.body)) {
        usedMedia.add(picture.file);
        const missing = !existsSync(path.join(root, 'media', picture.file));
        const message = missing
          ? `média introuvable : media/${picture.file}`
          : picture.alt.length < 10
            ? `image ${picture.file} : texte alternatif de 10 caractères au moins attendu`
            : null;
        if (message)
          problems.push({
            file: relativeTo(path.join(folder, 'cours', `${lesson.theme}.md`)),
            message,
          });
      }
    }
    banks.push(loaded);
  }

  if (!onlyBank) {
    const mediaRoot = path.join(root, 'media');
    for (const file of filesUnder(mediaRoot)) {
      const relative = path.relative(mediaRoot, file).split(path.sep).join('/');
      // A draft's pictures (content:import without a network) wait for their questions.
      if (!usedMedia.has(relative) && !relative.startsWith(`${DRAFTS}/`))
        problems.push({
          file: `media/${relative}`,
          message: 'média orphelin : aucune question ni aucun cours ne l’utilise',
        });
    }
  }
  return { banks, problems };
}
