// The research areas each journal's aim-and-scope and call-for-papers pages list. The topic list
// itself, grouped by category, comes from the API (Topics page).
import type { JournalSiteConfig } from '@journals/site-config';

export const scopeAreas: Record<JournalSiteConfig['id'], string[]> = {
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
