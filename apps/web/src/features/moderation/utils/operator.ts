const OPERATOR_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/** Operators: ADMIN and SUPER_ADMIN. */
export function isOperator(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && OPERATOR_ROLES.has(role);
}
