// The blocks of a content page as design-system components. Runs of text blocks (headings,
// paragraphs, lists, quotes, definitions) share one Prose; tables, procedures, FAQs and notes
// stand between them at the full width of the page.
import { Accordion, Icon, Prose, Stack, Steps, Table } from '@journals/design-system';
import type { HeadingLevel } from '@journals/design-system';
import type { Block, InlineText } from '@journals/content';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { InlineContent } from './InlineContent.tsx';
import { NoteBox } from './ContentBlocks.styles.ts';

type TextBlock = Extract<
  Block,
  { type: 'heading' | 'paragraph' | 'list' | 'quote' | 'definitions' }
>;

function isTextBlock(block: Block): block is TextBlock {
  return ['heading', 'paragraph', 'list', 'quote', 'definitions'].includes(block.type);
}

function TextBlockView({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 2 ? 'h2' : 'h3';
      return <Tag id={block.id}>{block.text}</Tag>;
    }
    case 'paragraph':
      return (
        <p>
          <InlineContent text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote>
          <p>
            <InlineContent text={block.text} />
          </p>
        </blockquote>
      );
    case 'definitions':
      return (
        <dl>
          {block.items.map((item) => (
            <Fragment key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <InlineContent text={item.description} />
              </dd>
            </Fragment>
          ))}
        </dl>
      );
  }
}

type TableRow = { key: number; cells: InlineText[] };

function ComponentBlockView({
  block,
  index,
  stepLevel,
}: {
  block: Exclude<Block, TextBlock>;
  index: number;
  stepLevel: Exclude<HeadingLevel, 1> | undefined;
}) {
  switch (block.type) {
    case 'table':
      return (
        <Table<TableRow>
          caption={block.caption}
          columns={block.head.map((header, column) => ({
            key: `column-${column}`,
            header,
            rowHeader: column === 0,
            render: (row) => <InlineContent text={row.cells[column] ?? ''} />,
          }))}
          rows={block.rows.map((cells, key) => ({ key, cells }))}
          getRowKey={(row) => row.key}
        />
      );
    case 'steps':
      return (
        <Steps
          titleLevel={stepLevel}
          steps={block.items.map((step) => ({
            title: step.title,
            description: <InlineContent text={step.text} />,
          }))}
        />
      );
    case 'faq':
      return (
        <Accordion
          aria-label="Frequently asked questions"
          items={block.items.map((item, question) => ({
            id: `faq-${index}-${question}`,
            title: item.question,
            content: (
              <Prose>
                <p>
                  <InlineContent text={item.answer} />
                </p>
              </Prose>
            ),
          }))}
        />
      );
    case 'note':
      return (
        <NoteBox role="note">
          <Icon name="info" />
          <p>
            <InlineContent text={block.text} />
          </p>
        </NoteBox>
      );
  }
}

/** The heading level under the last heading before a block (h3 under an h2), if any. */
function levelUnder(blocks: readonly Block[], end: number): Exclude<HeadingLevel, 1> | undefined {
  for (let i = end - 1; i >= 0; i -= 1) {
    const block = blocks[i];
    if (block?.type === 'heading') return block.level === 2 ? 3 : 4;
  }
  return undefined;
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  const parts: ReactNode[] = [];
  let run: { block: TextBlock; index: number }[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]?.index ?? 0;
    parts.push(
      <Prose key={`prose-${first}`}>
        {run.map(({ block, index }) => (
          <TextBlockView key={index} block={block} />
        ))}
      </Prose>,
    );
    run = [];
  };
  blocks.forEach((block, index) => {
    if (isTextBlock(block)) {
      run.push({ block, index });
      return;
    }
    flush();
    parts.push(
      <ComponentBlockView
        key={`block-${index}`}
        block={block}
        index={index}
        stepLevel={levelUnder(blocks, index)}
      />,
    );
  });
  flush();
  return <Stack gap={5}>{parts}</Stack>;
}
