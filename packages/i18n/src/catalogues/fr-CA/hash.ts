import type { HashArea } from '../../areas.js';

export const hash: HashArea = {
  'hash.error.virustotal-key-rejected':
    'VirusTotal a refusé la clé d’API de ce service (HTTP {status})\u00a0: le fichier n’a pas pu être vérifié. L’exploitant doit vérifier la clé.',
  'hash.error.virustotal-quota':
    'Le quota VirusTotal de ce service est épuisé pour le moment\u00a0: le fichier n’a pas pu être vérifié. Réessayez plus tard.',
  'hash.error.virustotal-status':
    'VirusTotal a répondu par une erreur (HTTP {status})\u00a0: le fichier n’a pas pu être vérifié.',
  'hash.error.virustotal-invalid-response':
    'La réponse de VirusTotal était illisible\u00a0: le fichier n’a pas pu être vérifié.',
  'hash.error.mhr-failed':
    'Le registre de hachages de maliciels de Team Cymru n’a pas répondu ({status})\u00a0: le fichier n’a pas pu être vérifié.',
  'hash.note.virustotal-not-found':
    'VirusTotal n’a jamais vu ce fichier. Cela ne veut pas dire qu’il est sûr\u00a0: les maliciels nouveaux ou ciblés sont souvent inconnus.',
  'hash.note.no-virustotal-key':
    'Aucune clé VirusTotal n’est configurée sur ce service\u00a0: c’est le registre gratuit de hachages de maliciels de Team Cymru qui a été interrogé.',
  'hash.note.mhr-listed':
    'Le registre de hachages de maliciels de Team Cymru répertorie ce fichier comme maliciel\u00a0: plusieurs antivirus le détectent. Ne l’ouvrez pas.',
  'hash.note.mhr-not-listed':
    'Le registre de hachages de maliciels de Team Cymru ne répertorie pas ce fichier. Il ne répertorie que les fichiers détectés par au moins 5\u00a0% de ses antivirus\u00a0: ce n’est donc pas la preuve que le fichier est sûr.',
  'hash.error.pwned-upstream-status':
    'Le service Pwned Passwords a répondu par une erreur (HTTP {status}). Réessayez plus tard.',
  'hash.error.pwned-invalid-response':
    'La réponse du service Pwned Passwords était incomplète ou illisible. Réessayez plus tard.',
};
