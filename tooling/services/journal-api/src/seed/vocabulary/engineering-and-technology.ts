// The default vocabulary: engineering and technology at large, for a journal that has no
// vocabulary of its own yet (one just added with `pnpm gen:journal`). Its department and its
// conferences are named after the journal's subject; the rest spans the engineering disciplines.
import type { FieldVocabulary } from './field-vocabulary.ts';

const minorWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** 'computer science and engineering' -> 'Computer Science and Engineering'. */
function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && minorWords.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The initials of the title's significant words: 'Computer Science and Engineering' -> 'CSE'. */
function initials(title: string): string {
  return title
    .split(' ')
    .filter((word) => !minorWords.has(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function engineeringAndTechnology(subject: string): FieldVocabulary {
  const field = titleCase(subject);
  const fieldInitials = initials(field);
  return {
    department: `Department of ${field}`,
    techniques: [
      'Machine Learning',
      'Deep Learning',
      'Finite Element Analysis',
      'Computational Fluid Dynamics',
      'Genetic Algorithm',
      'Particle Swarm Optimization',
      'Fuzzy Logic',
      'Response Surface Methodology',
      'Digital Twin Modelling',
      'Random Forest Regression',
      'Taguchi Design of Experiments',
      'Multi-Objective Optimization',
      'Convolutional Neural Networks',
      'Bayesian Inference',
      'Discrete Event Simulation',
      'Federated Learning',
    ],
    systems: [
      'Smart Manufacturing Systems',
      'Cloud Computing Platforms',
      'Reinforced Concrete Structures',
      'Industrial Robots',
      'Wireless Sensor Networks',
      'Renewable Energy Systems',
      'Urban Water Distribution Networks',
      'Heat Exchangers',
      'Intelligent Transportation Systems',
      'Edge Computing Infrastructures',
      'Additively Manufactured Components',
      'Building Energy Systems',
      'Supply Chain Networks',
      'Cyber-Physical Systems',
    ],
    tasks: [
      'Fault Detection',
      'Condition Monitoring',
      'Performance Optimization',
      'Predictive Maintenance',
      'Anomaly Detection',
      'Energy Management',
      'Load Forecasting',
      'Quality Inspection',
      'Scheduling',
      'Structural Health Monitoring',
      'Resource Allocation',
      'Reliability Assessment',
      'Defect Classification',
      'Process Control',
    ],
    contexts: [
      'Under Uncertainty',
      'in Resource-Constrained Environments',
      'for Industry 4.0',
      'Under Real-World Operating Conditions',
      'with Limited Training Data',
      'in Developing Regions',
      'for Sustainable Development',
      'at Scale',
    ],
    devices: [
      'Low-Cost IoT Sensor Node',
      'Autonomous Inspection Robot',
      'Solar-Powered Water Pumping System',
      'Wearable Monitoring Device',
      'Smart Energy Meter',
      'Embedded Vision System',
      'Compact Heat Recovery Unit',
      'Modular Battery Management System',
      'Vibration Energy Harvester',
    ],
    applications: [
      'Smart Cities',
      'Precision Agriculture',
      'Healthcare Monitoring',
      'Industrial Automation',
      'Disaster Management',
      'Rural Electrification',
      'Environmental Monitoring',
      'Smart Buildings',
    ],
    metrics: [
      'accuracy',
      'energy consumption',
      'root mean square error',
      'throughput',
      'cost',
      'response time',
      'reliability',
      'F1 score',
      'efficiency',
      'mean absolute percentage error',
    ],
    evaluations: [
      'simulations in MATLAB',
      'a laboratory prototype',
      'field trials at an industrial site',
      'benchmark datasets',
      'a case study of an Indian city',
      'experiments on a hardware testbed',
    ],
    baselines: [
      'conventional methods',
      'state-of-the-art approaches',
      'rule-based systems',
      'manual inspection',
      'existing machine learning models',
      'the standard design practice',
    ],
    referenceJournals: [
      'IEEE Access',
      'Expert Syst. Appl.',
      'Eng. Appl. Artif. Intell.',
      'J. Clean. Prod.',
      'Appl. Energy',
      'Sensors',
      'Autom. Constr.',
      'Comput. Ind. Eng.',
      'J. Manuf. Syst.',
      'Sci. Rep.',
    ],
    referenceConferences: [
      'IEEE Int. Conf. Ind. Technol. (ICIT)',
      'Int. Conf. Comput. Commun. Netw. Technol. (ICCCNT)',
      'IEEE Int. Conf. Autom. Sci. Eng. (CASE)',
      'Int. Conf. Adv. Comput. Commun. Syst. (ICACCS)',
      'IEEE Region 10 Conf. (TENCON)',
    ],
    referenceBooks: [
      {
        title: 'Introduction to Engineering Experimentation',
        publisher: 'Pearson',
        city: 'Upper Saddle River, NJ, USA',
      },
      {
        title: 'Engineering Optimization: Theory and Practice',
        publisher: 'Wiley',
        city: 'Hoboken, NJ, USA',
      },
      {
        title: 'Pattern Recognition and Machine Learning',
        publisher: 'Springer',
        city: 'New York, NY, USA',
      },
      { title: 'Design and Analysis of Experiments', publisher: 'Wiley', city: 'Hoboken, NJ, USA' },
      { title: 'Reliability Engineering', publisher: 'Wiley', city: 'Hoboken, NJ, USA' },
    ],
    conferences: [
      { name: `International Conference on Advances in ${field}`, acronym: `ICA${fieldInitials}` },
      {
        name: `National Conference on Emerging Trends in ${field}`,
        acronym: `NCET${fieldInitials}`,
      },
      {
        name: 'International Conference on Sustainable Engineering and Technology',
        acronym: 'ICSET',
      },
      { name: 'National Conference on Intelligent Systems and Automation', acronym: 'NCISA' },
    ],
    thesisOpenings: [
      'Investigations on',
      'Design and Analysis of',
      'Performance Enhancement of',
      'Studies on',
      'Modelling and Optimization of',
    ],
    topics: [
      {
        category: field,
        topics: [
          `Theory and modelling in ${subject}`,
          `Design and experimentation in ${subject}`,
          `Applications of ${subject}`,
          `Education and practice of ${subject}`,
        ],
      },
      {
        category: 'Computing and Data',
        topics: [
          'Machine learning and artificial intelligence',
          'Data analytics and visualization',
          'Cloud and edge computing',
          'Cyber security',
        ],
      },
      {
        category: 'Design and Manufacturing',
        topics: [
          'Computer-aided design and simulation',
          'Additive manufacturing',
          'Robotics and automation',
          'Quality and reliability engineering',
        ],
      },
      {
        category: 'Energy and Environment',
        topics: [
          'Renewable energy systems',
          'Energy efficiency',
          'Environmental monitoring',
          'Sustainable materials',
        ],
      },
      {
        category: 'Infrastructure and Society',
        topics: [
          'Smart cities',
          'Transportation systems',
          'Water resources engineering',
          'Technology for rural development',
        ],
      },
    ],
    expertise: [
      field,
      'Machine learning',
      'Optimization',
      'Modelling and simulation',
      'Embedded systems',
      'Internet of Things',
      'Renewable energy',
      'Robotics and automation',
      'Data analytics',
      'Manufacturing systems',
      'Structural engineering',
      'Reliability engineering',
    ],
    blogArticles: [
      {
        title: 'Reproducible Experiments: What Reviewers Look For',
        tags: ['Research Practice', 'Author Guidance'],
        body: [
          '<p>A result that others cannot reproduce is hard to build on. Reviewers increasingly ask how an experiment can be repeated, not only what it found.</p>',
          '<h2>Describe the set-up completely</h2>',
          '<p>State the equipment, its calibration, the software and its version, and every parameter that was tuned. Where a dataset is used, name its version and the split between training and testing.</p>',
          '<ul><li>Report how many times each experiment was repeated.</li><li>Give the spread of results, not only the best run.</li><li>Share code and data where you can, and say where they are.</li></ul>',
          '<p>{journal} asks authors to include enough detail for a colleague to repeat their main experiment.</p>',
        ],
      },
      {
        title: 'From Laboratory to Field: Reporting Real-World Trials',
        tags: ['Applications', 'Research Trends'],
        body: [
          '<p>Many engineering papers stop at simulation. Field trials are harder, slower and more convincing, and they reveal problems no model predicted.</p>',
          '<h2>What to report</h2>',
          '<p>Describe the site, the duration of the trial, the conditions met and the failures seen. A table comparing laboratory and field results shows readers where the design holds and where it does not.</p>',
          '<p>{journal} welcomes papers that take a design out of the laboratory and report honestly on what happened.</p>',
        ],
      },
    ],
  };
}
