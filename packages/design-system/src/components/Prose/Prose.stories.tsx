import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longWord } from '../../storybook/fixtures.ts';
import { Prose } from './Prose.tsx';

const policy = (
  <>
    <h2>Plagiarism Policy</h2>
    <p>
      Every manuscript is checked for similarity before review. Papers with an overall similarity
      below 20 percent proceed; the editor reviews the rest. See the{' '}
      <a href="#ethics">ethics guidelines</a>.
    </p>
    <h3>What counts as plagiarism</h3>
    <ul>
      <li>Copying text, data or figures without citation.</li>
      <li>
        Self-plagiarism: reusing one&apos;s own published work without disclosure.
        <ul>
          <li>Including translated versions.</li>
        </ul>
      </li>
    </ul>
    <h3>Procedure</h3>
    <ol>
      <li>Screening with a similarity checker.</li>
      <li>Editorial assessment of the report.</li>
      <li>Decision: proceed, revise or reject.</li>
    </ol>
    <blockquote>
      <p>Authors are responsible for the originality of their work.</p>
    </blockquote>
    <table>
      <caption>Similarity thresholds</caption>
      <thead>
        <tr>
          <th scope="col">Similarity</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Below 20%</td>
          <td>Proceeds to review</td>
        </tr>
        <tr>
          <td>20% and above</td>
          <td>Returned to the author for revision</td>
        </tr>
      </tbody>
    </table>
    <dl>
      <dt>Retraction</dt>
      <dd>For proven plagiarism, misconduct or major errors.</dd>
      <dt>Correction</dt>
      <dd>For minor errors.</dd>
    </dl>
  </>
);

const meta = {
  title: 'Text/Prose',
  component: Prose,
  args: { children: policy },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PolicyText: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Plagiarism Policy' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Similarity thresholds' })).toBeInTheDocument();
  },
};

export const FullWidth: Story = { args: { measure: false } };

export const LongWords: Story = {
  args: { children: <p>{`${longWord} ${longWord}`}</p> },
  globals: { viewport: { value: 'phone360' } },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
