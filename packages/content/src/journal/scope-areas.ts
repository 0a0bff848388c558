// The research areas each journal's aim-and-scope and call-for-papers pages list. The topic list
// itself, grouped by category, comes from the API (Topics page). A journal without its own list
// (one just added with `pnpm gen:journal`) lists areas of its subject until its team writes them.
import type { JournalId, JournalSiteConfig } from '@journals/site-config';

export const scopeAreas: Partial<Record<JournalId, string[]>> = {
  indjeee: [
    'Power systems, smart grids and energy management',
    'Power electronics, converters and electric drives',
    'Electrical machines, transformers and their control',
    'Renewable energy integration and energy storage',
    'Electric vehicles and charging infrastructure',
    'High-voltage engineering, protection and insulation',
    'Control systems, automation and robotics',
    'Analogue and digital electronics and embedded systems',
    'Instrumentation, measurement and sensors',
    'Signal processing and machine learning applied to electrical systems',
  ],
  indjece: [
    'Analogue, digital and mixed-signal circuit design',
    'VLSI design, FPGA and embedded systems',
    'Wireless and mobile communication, 5G and beyond',
    'Antennas, microwave and RF engineering',
    'Optical, satellite and underwater communication',
    'Signal, image, video and speech processing',
    'Internet of Things and wireless sensor networks',
    'Communication networks, protocols and network security',
    'Semiconductor devices, nanoelectronics and MEMS',
    'Machine learning for communication and electronic systems',
  ],
};

/** Areas any journal of the publisher covers, in its subject's words. */
function subjectScopeAreas(subject: string): string[] {
  return [
    `Theory, modelling and analysis in ${subject}`,
    `Design, simulation and experimental studies in ${subject}`,
    'Computational methods, optimisation and data-driven approaches',
    `Machine learning and artificial intelligence applied to ${subject}`,
    'Instrumentation, measurement, testing and reliability',
    'Sustainable, energy-efficient and safe engineering practice',
    'Industrial applications, case studies and technology transfer',
    `Reviews of the state of the art in ${subject}`,
  ];
}

/** The areas the journal's pages list: its own, or those of its subject. */
export function scopeAreasOf(config: Pick<JournalSiteConfig, 'id' | 'journal'>): string[] {
  return scopeAreas[config.id] ?? subjectScopeAreas(config.journal.subject);
}
