// What follows proven misconduct, as the ethics pages list it.
export const misconductOutcomes = [
  'rejection of the manuscript, if it has not been published',
  'retraction of the article, if it has been published',
  'blacklisting of the authors responsible, who may not submit to our journals for a period the editors decide',
] as const;
