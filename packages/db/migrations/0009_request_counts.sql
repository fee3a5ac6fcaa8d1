-- Reserved; filled by the issue 9 work.
SELECT 1;
