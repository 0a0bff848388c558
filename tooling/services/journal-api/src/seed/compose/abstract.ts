// An abstract that reads like the paper it belongs to.
import type { Random } from '../random.ts';
import type { FieldVocabulary } from '../vocabulary/field-vocabulary.ts';
import type { PaperTopic } from './paper-topic.ts';
import { capitalise, indefiniteArticle, toRunningText } from './text.ts';

export function composeAbstract(
  random: Random,
  topic: PaperTopic,
  vocabulary: FieldVocabulary,
): string {
  const system = toRunningText(topic.system);
  const task = toRunningText(topic.task);
  const technique = toRunningText(topic.technique);
  const context = toRunningText(topic.context);
  const application = toRunningText(topic.application);
  const device = toRunningText(topic.device);
  const [metric, secondMetric] = random.sample(vocabulary.metrics, 2);
  const gain = random.int(8, 42);
  const reduction = random.int(5, 35);
  const evaluation = random.pick(vocabulary.evaluations);
  const baseline = random.pick(vocabulary.baselines);

  if (topic.articleType === 'Review Article') {
    return [
      `${capitalise(task)} is a central problem in ${system}, and the literature on it has grown rapidly.`,
      `This review surveys ${random.int(60, 140)} studies published over the last decade and groups them by method, evaluation practice and application.`,
      `Approaches based on ${technique} are compared with classical techniques in terms of ${metric} and ${secondMetric}.`,
      `Open challenges ${context} are identified, together with directions for research on ${application}.`,
    ].join(' ');
  }

  const sentences =
    topic.focus === 'device'
      ? [
          `Applications such as ${application} call for compact, efficient and reliable hardware.`,
          `This paper presents the design of ${indefiniteArticle(device)} ${device} for ${application}.`,
          `The design parameters are tuned with ${technique} to balance performance and cost.`,
          `The design is validated through ${evaluation}.`,
        ]
      : [
          `${capitalise(system)} are increasingly used in ${application}, yet ${task} remains difficult ${context}.`,
          `This paper proposes ${indefiniteArticle(technique)} ${technique} based method for ${task} of ${system}.`,
          `The method is formulated to keep the computational burden low enough for real-time operation.`,
          `Its performance is evaluated through ${evaluation}.`,
        ];
  sentences.push(
    `Compared with ${baseline}, the proposed approach yields ${indefiniteArticle(String(gain))} ${gain}% improvement in ${metric} and ${indefiniteArticle(String(reduction))} ${reduction}% improvement in ${secondMetric}.`,
  );
  if (random.chance(0.6)) {
    sentences.push(
      `A sensitivity study confirms that the results hold over a wide range of operating conditions.`,
    );
  }
  sentences.push(
    random.chance(0.5)
      ? `The results indicate that the approach is suitable for practical deployment in ${application}.`
      : `Future work will extend the study to larger systems and experimental validation.`,
  );
  return sentences.join(' ');
}
