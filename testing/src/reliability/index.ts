export {
  bySize,
  machine,
  markdownTable,
  recordReliability,
  reliabilitySize,
  spread,
  type Cell,
  type ReliabilitySection,
  type ReliabilitySize,
} from './figures';
