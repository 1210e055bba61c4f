import type { TlsArea } from '../../areas.js';

export const tls: TlsArea = {
  'tls.grade.untrusted':
    'Le certificat ne remonte pas à une racine de confiance ({trustError}) : les navigateurs affichent une erreur. Note T.',
  'tls.grade.expired': 'Le certificat a expiré le {notAfter} : les navigateurs affichent une erreur. Note T.',
  'tls.grade.not-yet-valid':
    'Le certificat n’est pas valide avant le {notBefore} : les navigateurs affichent une erreur. Note T.',
  'tls.grade.self-signed':
    'Le certificat est autosigné : aucune autorité de certification ne s’en porte garante. Note T.',
  'tls.grade.revoked': 'L’autorité de certification a révoqué ce certificat (OCSP). Note T.',
  'tls.grade.sha1-signature':
    'La chaîne de certificats est signée avec SHA-1, auquel les navigateurs ne font plus confiance. Note T.',
  'tls.grade.hostname-mismatch':
    'Le certificat ne couvre pas ce nom d’hôte : les navigateurs affichent une erreur. Note M.',
  'tls.grade.md5-signature':
    'La chaîne de certificats est signée avec MD5 ou MD2, qui peuvent être contrefaits. Note F.',
  'tls.grade.rsa-exponent-one': 'La clé RSA a un exposant public de 1 : elle ne protège rien. Note F.',
  'tls.grade.sslv2': 'SSL 2.0 est activé : ce protocole est cassé (DROWN). Note F.',
  'tls.grade.sslv3-best':
    'SSL 3.0 est le meilleur protocole offert : les navigateurs modernes ne peuvent pas se connecter. Note F.',
  'tls.grade.export-suite':
    'Des suites de qualité « export » sont offertes ({exportSuites}) : elles se cassent en quelques minutes (FREAK, Logjam). Note F.',
  'tls.grade.anonymous-suite':
    'Des suites anonymes sont offertes ({anonymousSuites}) : le serveur n’est pas authentifié, n’importe qui peut se faire passer pour lui. Note F.',
  'tls.grade.null-cipher': 'Des suites sans chiffrement sont offertes ({nullSuites}). Note F.',
  'tls.grade.weak-cipher':
    'Des suites dont la clé fait moins de 112 bits sont offertes ({weakSuites}). Note F.',
  'tls.grade.key-exchange-insecure':
    'L’échange de clés ne fait que {keyExchangeBits} bits (moins de 1024) : il peut être cassé. Note F.',
  'tls.grade.key-exchange-weak':
    'L’échange de clés ne fait que {keyExchangeBits} bits (moins de 2048). Note plafonnée à B.',
  'tls.grade.sslv3': 'SSL 3.0 est activé : ce protocole est désuet et vulnérable. Note plafonnée à B.',
  'tls.grade.poodle-sslv3':
    'SSL 3.0 avec des suites CBC est vulnérable à l’attaque POODLE. Note plafonnée à C.',
  'tls.grade.tls10-tls11':
    'Des protocoles désuets sont activés ({oldProtocols}) : désactivez-les. Note plafonnée à B.',
  'tls.grade.no-tls12': 'TLS 1.2 n’est pas pris en charge. Note plafonnée à C.',
  'tls.grade.rc4': 'Des suites RC4 sont offertes : RC4 est cassé. Note plafonnée à B.',
  'tls.grade.rc4-modern': 'RC4 est offert avec TLS 1.1 ou plus récent. Note plafonnée à C.',
  'tls.grade.sweet32':
    'Des suites à chiffrement par blocs de 64 bits (3DES et semblables) sont offertes avec TLS 1.1 ou plus récent ({blockSuites}) : vulnérable à SWEET32. Note plafonnée à C.',
  'tls.grade.compression':
    'La compression TLS est activée : vulnérable à l’attaque CRIME. Note plafonnée à C.',
  'tls.grade.no-forward-secrecy':
    'Pas de confidentialité persistante pour les clients modernes : un trafic enregistré pourra être déchiffré si la clé fuit un jour. Note plafonnée à B.',
  'tls.grade.no-aead': 'Aucune suite AEAD (GCM, ChaCha20-Poly1305) n’est offerte. Note plafonnée à B.',
  'tls.grade.chain-incomplete':
    'Le serveur n’envoie pas le certificat intermédiaire : certains clients ne peuvent pas le vérifier. Note plafonnée à B.',
  'tls.grade.no-tls13':
    'TLS 1.3 n’est pas pris en charge (un avertissement depuis le guide 2009r) : au mieux A-.',
  'tls.grade.hsts-short': 'HSTS n’est en vigueur que {maxAge} secondes, moins de six mois : au mieux A-.',
  'tls.grade.hsts-invalid': 'L’en-tête Strict-Transport-Security n’est pas valide : au mieux A-.',
  'tls.grade.no-secure-renegotiation':
    'Le serveur ne prend pas en charge la renégociation sécurisée (RFC 5746) : au mieux A-.',
  'tls.grade.hsts-missing':
    'Aucun en-tête HSTS : la note A+ exige HSTS avec une durée (max-age) d’au moins six mois.',
  'tls.note.not-tested':
    'Non testé par cette analyse (il faudrait des sondes intrusives) : {untestedChecks}.',
  'tls.note.other-addresses':
    'L’hôte a plusieurs adresses ; {scannedAddress} a été analysée, pas celles-ci : {otherAddresses}.',
  'tls.note.enumeration-incomplete':
    'Certaines sondes n’ont pas obtenu de réponse utilisable (délai dépassé ou réponse illisible) : les listes de protocoles et de suites peuvent être incomplètes.',
  'tls.note.chain-completed-from-aia':
    'Le certificat intermédiaire manquant a été téléchargé à l’adresse indiquée dans le certificat (AIA) pour vérifier la confiance.',
  'tls.note.revocation-not-checked':
    'La révocation n’a pas pu être vérifiée : aucune réponse OCSP signée n’a été obtenue.',
  'tls.note.ocsp-not-stapled': 'Le serveur n’agrafe pas de réponse OCSP (agrafage OCSP).',
  'tls.note.expires-soon':
    'Le certificat expire dans moins de 30 jours (jours restants : {daysRemaining}) : renouvelez-le bientôt.',
  'tls.note.hsts-not-checked': 'HSTS n’a pas pu être vérifié : la requête HTTPS vers l’hôte a échoué.',
  'tls.note.legacy-handshake-only':
    'Un client moderne n’a pas pu se connecter ; seuls des réglages désuets ont permis d’établir la connexion.',
  'tls.note.no-server-preference':
    'Le serveur suit l’ordre des suites de chiffrement du client plutôt que le sien.',
  'tls.error.dns-nxdomain': 'Ce nom d’hôte n’existe pas dans le DNS.',
  'tls.error.dns-failure': 'Le nom d’hôte n’a pas pu être résolu (échec DNS) : réessayez plus tard.',
  'tls.error.connection-failed':
    'Aucune connexion TLS n’a pu être établie sur le port 443 (pas de réponse à temps, ou réponse illisible).',
  'tls.error.no-tls': 'Le serveur a refusé toutes les versions de TLS et de SSL sur le port 443.',
  'tls.error.no-certificate': 'Aucun certificat n’a pu être lu sur le serveur.',
  'tls.error.trust-not-determined':
    'Impossible de déterminer si le certificat est de confiance (le certificat intermédiaire manquant n’a pas pu être téléchargé) : aucune note.',
  'tls.error.timeout': 'L’analyse n’a pas pu se terminer à temps.',
};
